nonisolated extension View {
  /// The style of navigation views (kept; drawn as a stack).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    modifier(BehaviorModifier())
  }
}

/// How a `NavigationView` looks, as SwiftUI's `NavigationViewStyle` (kept).
public protocol NavigationViewStyle {}

nonisolated extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A stack of screens.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
