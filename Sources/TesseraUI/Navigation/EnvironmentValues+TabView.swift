/// The tab view look chosen in the environment.
nonisolated enum TabViewLook: Hashable, Sendable {
  case bar
  case page(dots: Bool)
}

extension EnvironmentValues {
  var tabViewLook: TabViewLook {
    get { self[TabViewLookKey.self] }
    set { self[TabViewLookKey.self] = newValue }
  }
  var pageIndexBackground: Bool {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

nonisolated struct TabViewLookKey: EnvironmentKey { static let defaultValue = TabViewLook.bar }
struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
  /// The look of tab views in this view.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let look: TabViewLook =
      (style as? PageTabViewStyle).map { .page(dots: $0.indexDisplayMode.shown) } ?? .bar
    return modifier(EnvironmentModifier { $0.tabViewLook = look })
  }

  /// The look of index dots in paged tab views in this view.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode.shown ?? false
    return modifier(EnvironmentModifier { $0.pageIndexBackground = background })
  }
}
