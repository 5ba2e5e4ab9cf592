extension View {
  /// Whether scroll views in this view show indicators (a still shows none either way).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> ModifiedContent<Self, some ViewModifier>
  {
    modifier(BehaviorModifier())
  }

  /// Extra margins, in points, around the content of scroll views, lists and forms in this view
  /// (`edges` default all; `placement` default `.automatic`: the content and its background stays).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, some ViewModifier> {
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
      })
  }

  /// Extra margins around the content of scroll views in this view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, some ViewModifier> {
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
      })
  }

  /// Extra margins, in points, around the content of scroll views in this view, on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> ModifiedContent<Self, some ViewModifier>
  {
    contentMargins(.all, length, for: placement)
  }

  /// Whether scrolling is disabled (kept; a still does not scroll).
  public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// Binds the id of the view scrolled to (kept: a still shows the top).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, some ViewModifier
  > {
    modifier(BehaviorModifier())
  }

  /// Marks a scroll view's content as made of views to scroll to by id (kept).
  public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// How a scroll view settles (kept).
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> ModifiedContent<
    Self, some ViewModifier
  > {
    modifier(BehaviorModifier())
  }

  /// Where a scroll view starts (kept; a still shows the top).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// Whether scroll views clip their content (kept; Tessera clips).
  public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// How scrolling dismisses the keyboard (kept).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<
    Self, some ViewModifier
  > {
    modifier(BehaviorModifier())
  }

  /// Whether scroll views bounce (kept).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> ModifiedContent<Self, some ViewModifier>
  {
    modifier(BehaviorModifier())
  }
}
