import TesseraUI
import UILibrary

/// A page where the app shows it: the sign-in page alone in a navigation stack titled
/// "Sign In"; the dashboard and the profile as their tab's root in ``MainTabView``, with the tab
/// bar tinted with the theme's brand accent, every page on the theme's background. The page sets its
/// own large title.
///
/// Only the selected tab is drawn, so the other tab's content is the page only when the route
/// is that tab's: a screen of the dashboard does not build the profile.
/// - Note: Template (app side): chrome around a given page.
public struct AppScreen<Page: View>: View {
  let route: Route
  let page: Page
  @Environment(\.dsActiveColorScheme) var scheme
  @Environment(\.dsThemeColorScheme) var themeSchemes

  /// Creates the screen.
  /// - Parameters:
  ///   - route: Which page this is, so where it goes.
  ///   - page: The page, in whatever state it is in.
  public init(route: Route, @ViewBuilder page: () -> Page) {
    self.route = route
    self.page = page()
  }

  /// The page filling its stack, on the theme's background (which reaches under the bars).
  private var themedPage: some View {
    page
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(scheme.background)
  }

  /// The screen.
  public var body: some View {
    Group {
      switch route {
      case .login:
        NavigationStack {
          themedPage.navigationTitle("Sign In")
        }
      case .dashboard:
        MainTabView(selection: .shop) {
          themedPage
        } profile: {
          EmptyView()
        }
      case .profile:
        MainTabView(selection: .profile) {
          EmptyView()
        } profile: {
          themedPage
        }
      }
    }
    .tint(themeSchemes.scheme(.brand).accent)
  }
}
