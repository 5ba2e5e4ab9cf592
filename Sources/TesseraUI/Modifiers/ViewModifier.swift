/// A reusable change to a view, as SwiftUI's `ViewModifier`: apply it with `.modifier(_:)`.
///
///     struct Card: ViewModifier {
///       func body(content: Content) -> some View {
///         content.padding(16).background(Color.white).cornerRadius(12)
///       }
///     }
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view being modified, as the modifier's `body` sees it.
  typealias Content = ViewModifierContent
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension ViewModifierContent: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { make(context) }
}

nonisolated extension ModifiedContent: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let content = self.content
    if let builtIn = modifier as? any BuiltInModifier {
      return builtIn.apply(to: { resolve(content, $0) }, context)
    }
    if let environmental = modifier as? any EnvironmentalModifier {
      return environmental.applyResolved(to: content, context)
    }
    // The content keeps its own identity wherever the modifier's body places it.
    let contentIdentity = ResolveContext.mix(context.identity, 0xC0)
    let placeholder = ViewModifierContent { inner in
      var c = inner
      c.identity = contentIdentity
      return resolve(content, c)
    }
    guard let deeper = context.deeper() else { return [] }
    let typed = deeper.child(type: Modifier.self)
    guard DynamicProperties.install(in: modifier, typed, identity: typed.identity) else { return [] }
    let body = EnvironmentValues.$current.withValue(context.environment) {
      MainActorBody.call(modifier, placeholder) { $0.body(content: $1) }
    }
    return resolve(body, typed)
  }
}

nonisolated extension View {
  /// The view with a modifier applied.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier Tessera implements directly on layout nodes.
protocol BuiltInModifier: ViewModifier where Body == PrimitiveBody {
  nonisolated func apply(
    to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext
  ) -> [LayoutNode]
}

nonisolated extension BuiltInModifier {
  /// Built-in modifiers are applied to nodes, never through a body.
  func body(content: Content) -> PrimitiveBody { PrimitiveBody() }
}

/// A built-in modifier that only changes the environment of its content.
nonisolated struct EnvironmentModifier: BuiltInModifier {
  let transform: @Sendable (inout EnvironmentValues) -> Void
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    transform(&env)
    return content(context.with(env))
  }
}

/// A built-in modifier that wraps each of its content's nodes.
nonisolated struct WrappingModifier: BuiltInModifier {
  let wrap: (LayoutNode, ResolveContext) -> LayoutNode
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    content(context).map { wrap($0, context) }
  }
}
