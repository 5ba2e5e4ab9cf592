/// How a `TabView` looks, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

/// The platform's default: a tab bar at the bottom.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

/// Pages side by side with index dots, as SwiftUI's `PageTabViewStyle`.
nonisolated public struct PageTabViewStyle: TabViewStyle {
  /// Whether the index dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let shown: Bool
    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(shown: true)
    /// Always shown.
    public static let always = IndexDisplayMode(shown: true)
    /// Never shown.
    public static let never = IndexDisplayMode(shown: false)
  }
  let indexDisplayMode: IndexDisplayMode

  /// A page style (default: dots shown when there is more than one page).
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

nonisolated extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar at the bottom.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with index dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages with index dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
