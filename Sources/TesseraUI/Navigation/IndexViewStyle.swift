/// How the index dots of a paged tab view look, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

nonisolated extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Page dots with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
