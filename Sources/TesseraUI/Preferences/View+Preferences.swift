import Foundation

nonisolated extension View {
  /// Sets the value of `key` for this view, replacing what the views inside it set.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(value: UncheckedBox(value)))
  }

  /// Changes the value of `key` that the views inside this one set.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: UncheckedBox(callback)))
  }

  /// Runs `action` with the value of `key` inside this view when it is first known and whenever it
  /// changes (values that arrive during layout included: the tree is resolved again after it).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: UncheckedBox(action)))
  }

  /// A view made from the value of `key` inside this one, in front of it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: UncheckedBox(transform), alignment: alignment, inFront: true))
  }

  /// A view made from the value of `key` inside this one, behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: UncheckedBox(transform), alignment: alignment, inFront: false))
  }

  /// Sets the value of `key` from an anchor in this view (its bounds, a point), known once the
  /// view is laid out.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      AnchorPreferenceModifier<A, K>(
        source: value, update: UncheckedBox({ (v: inout K.Value, a: Anchor<A>) in v = transform(a) })))
  }

  /// Changes the value of `key` with an anchor in this view, once the view is laid out.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(AnchorPreferenceModifier<A, K>(source: value, update: UncheckedBox(transform)))
  }
}

/// `.preference(key:value:)`: adds the value to the scopes above, and keeps the views inside from
/// passing the same key on.
nonisolated struct PreferenceWritingModifier<K: PreferenceKey>: BuiltInModifier {
  let value: UncheckedBox<K.Value>
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    context.preferences?.add(K.self, value.value)
    var inner = context
    inner.preferences = PreferenceValues(parent: context.preferences, blocking: ObjectIdentifier(K.self))
    return content(inner)
  }
}

/// `.transformPreference`: the inside's value of the key, changed, passed on.
nonisolated struct PreferenceTransformModifier<K: PreferenceKey>: BuiltInModifier {
  let transform: UncheckedBox<(inout K.Value) -> Void>
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let scope = PreferenceValues(parent: context.preferences, blocking: ObjectIdentifier(K.self))
    var inner = context
    inner.preferences = scope
    let nodes = content(inner)
    var value = scope.value(K.self) ?? K.defaultValue
    transform.value(&value)
    context.preferences?.add(K.self, value)
    return nodes
  }
}

/// `.onPreferenceChange`: after the inside is laid out, compares its value with the one last seen
/// at this place and, when it differs, runs the action (then the tree is resolved again).
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: BuiltInModifier where K.Value: Equatable {
  let action: UncheckedBox<(K.Value) -> Void>
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let scope = PreferenceValues(parent: context.preferences)
    var inner = context
    inner.preferences = scope
    let nodes = content(inner)
    guard let last = nodes.last else { return nodes }
    let memory = context.graph.slot(context.identity, PreferenceMemory.changeSlot) { PreferenceMemory() }
    let graph = context.graph
    let action = self.action
    let observer = PreferenceObserverNode(child: last) {
      let value = scope.value(K.self) ?? K.defaultValue
      if let old = memory.last(K.self), old == value { return }
      memory.seen = true
      memory.value = value
      graph.afterLayout { action.value(value) }
    }
    return Array(nodes.dropLast()) + [observer]
  }
}

/// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: the layer is made from the inside's
/// value (the one the last layout produced, when it arrives only during layout); a layout that
/// produces another value has the tree resolved again.
nonisolated struct PreferenceLayerModifier<K: PreferenceKey, V: View>: BuiltInModifier {
  let transform: UncheckedBox<(K.Value) -> V>
  let alignment: Alignment
  let inFront: Bool
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let scope = PreferenceValues(parent: context.preferences)
    var inner = context
    inner.preferences = scope
    let nodes = content(inner)
    var env = context.environment
    let memory = context.graph.slot(context.identity, PreferenceMemory.layerSlot) { PreferenceMemory() }
    let used: K.Value = scope.value(K.self) ?? memory.last(K.self) ?? K.defaultValue
    let main = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: env)
    env.stackAxis = nil
    let layer = resolve(transform.value(used), context.with(env))
    let layered = LayeredNode(main: main, secondary: layer, alignment: alignment, inFront: inFront)
    let graph = context.graph
    let usedBox = UncheckedBox(used)
    return [
      PreferenceObserverNode(child: layered) {
        let now = scope.value(K.self) ?? K.defaultValue
        let first = !memory.seen
        memory.seen = true
        memory.value = now
        if !PreferenceMemory.same(now, usedBox.value, firstTime: first) { graph.afterLayout {} }
      }
    ]
  }
}

/// `.anchorPreference` / `.transformAnchorPreference`: once the view is placed, its anchor is
/// made in the root's coordinates and its value added to the scopes above.
nonisolated struct AnchorPreferenceModifier<A, K: PreferenceKey>: BuiltInModifier {
  let source: Anchor<A>.Source
  let update: UncheckedBox<(inout K.Value, Anchor<A>) -> Void>
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let scope = PreferenceValues(parent: context.preferences, blocking: ObjectIdentifier(K.self))
    var inner = context
    inner.preferences = scope
    let outer = context.preferences
    let source = self.source
    let update = self.update
    return content(inner).map { node in
      PlacementObserverNode(child: node) { rect in
        guard let outer else { return }
        let anchor = Anchor<A>(
          global: source.make(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)),
          offset: source.offset)
        var value = scope.value(K.self) ?? K.defaultValue
        update.value(&value, anchor)
        outer.add(K.self, value)
      }
    }
  }
}

extension PreferenceMemory {
  /// The view-graph slot of an `onPreferenceChange`'s memory at its place.
  static let changeSlot = 0x5052_4546_0001
  /// The view-graph slot of an overlay or background preference layer's memory.
  static let layerSlot = 0x5052_4546_0002

  /// Whether a value equals the one drawn: by `==` when the type is `Equatable`; otherwise a
  /// value is taken as changed only the first time it is seen.
  static func same(_ value: Any, _ drawn: Any, firstTime: Bool) -> Bool {
    if let e = value as? any Equatable { return e.isEqual(to: drawn) }
    return !firstTime
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
