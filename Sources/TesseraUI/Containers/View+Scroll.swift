nonisolated extension View {
  /// Whether scroll views in this view show indicators (a still shows none either way).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    modifier(BehaviorModifier())
  }

  /// Extra margins, in points, around the content of scroll views, lists and forms in this view
  /// (`edges` default all; `placement` default `.automatic`: the content and its background stays).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let l = length.map { Double($0) } ?? 16
    let v = l.isFinite ? max(0, l) : 0
    let applies = placement != .scrollIndicators
    return modifier(
      EnvironmentModifier { env in
        guard applies else { return }
        var m = env.scrollContentMargins
        if edges.contains(.top) { m.top = v }
        if edges.contains(.leading) { m.leading = v }
        if edges.contains(.bottom) { m.bottom = v }
        if edges.contains(.trailing) { m.trailing = v }
        env.scrollContentMargins = m
        env.scrollContentMarginEdges.formUnion(edges)
      })
  }

  /// Extra margins around the content of scroll views in this view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let applies = placement != .scrollIndicators
    return modifier(
      EnvironmentModifier { env in
        guard applies else { return }
        var m = env.scrollContentMargins
        if edges.contains(.top) { m.top = insets.top }
        if edges.contains(.leading) { m.leading = insets.leading }
        if edges.contains(.bottom) { m.bottom = insets.bottom }
        if edges.contains(.trailing) { m.trailing = insets.trailing }
        env.scrollContentMargins = m
        env.scrollContentMarginEdges.formUnion(edges)
      })
  }

  /// Extra margins, in points, around the content of scroll views in this view, on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }

  /// Whether scrolling is disabled (kept; a still does not scroll).
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(BehaviorModifier())
  }

  /// Binds the id of the view scrolled to, as SwiftUI's `scrollPosition(id:anchor:)`: a still
  /// shows the scroll view below scrolled so the view whose `ForEach` id or `.id(_:)` is the
  /// binding's value has its `anchor` point (nil: its top-leading corner) at the viewport's;
  /// nil shows the start. An id no view has shows the start, with a warning.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    let box = id.wrappedValue.map { UncheckedBox(AnyHashable($0)) }
    return modifier(
      EnvironmentModifier { env in
        guard let box else { return }
        env.scrollPositioning.viewID = box
        env.scrollPositioning.viewAnchor = anchor
      })
  }

  /// Binds the scroll position, as iOS 18's `scrollPosition(_:anchor:)`: a still shows the
  /// scroll view below at the position's edge, point or view (`anchor` places a view; nil: its
  /// top-leading corner).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    let p = position.wrappedValue
    return modifier(EnvironmentModifier { env in p.apply(to: &env.scrollPositioning, anchor: anchor) })
  }

  /// Marks a scroll view's content as made of views to scroll to by id (kept).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(BehaviorModifier())
  }

  /// How a scroll view settles (kept).
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
    modifier(BehaviorModifier())
  }

  /// Where scroll views start and where content smaller than them sits, as SwiftUI's
  /// `defaultScrollAnchor(_:)`: `.bottom` shows the end of a long content and puts a short one
  /// at the bottom; nil: the top-leading corner.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(
      EnvironmentModifier { env in
        env.scrollPositioning.initial = anchor
        env.scrollPositioning.alignment = anchor
      })
  }

  /// The anchor of one role, as iOS 18's `defaultScrollAnchor(_:for:)`: `.initialOffset` (where
  /// the scroll view starts), `.alignment` (where short content sits) or `.sizeChanges` (how the
  /// offset follows size changes: no change happens in a still).
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    modifier(
      EnvironmentModifier { env in
        switch role {
        case .initialOffset: env.scrollPositioning.initial = anchor
        case .alignment: env.scrollPositioning.alignment = anchor
        default: break
        }
      })
  }

  /// Whether scroll views clip their content (kept; Tessera clips).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(BehaviorModifier())
  }

  /// How scrolling dismisses the keyboard (kept).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    modifier(BehaviorModifier())
  }

  /// Whether scroll views bounce (kept).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    modifier(BehaviorModifier())
  }
}
