import DesignSystem
import TesseraUI
import UILibrary

/// The example shop app's entry point (seed 004's `[AppName]App.swift`): it owns the app state,
/// the appearance and the services, and builds the page for a route with its view model.
///
///     let app = ExampleApp(dependencies: .live(client: URLSessionNetworkClient(baseURL: api)))
///     let renderer = ImageRenderer(content: app.root(for: .login))
///
/// Pages get their styles by explicit injection from the `AppearanceService`'s
/// style factory; the root adds the app's chrome, the theme and the current user.
public struct ExampleApp {
  /// Who is signed in.
  public let appState: AppState
  /// The theme and density; changing them rebuilds the styles.
  public let appearance: AppearanceService
  /// The services view models are built with.
  public let dependencies: AppDependencies

  /// Creates the app.
  public init(
    appState: AppState = AppState(),
    appearance: AppearanceService = AppearanceService(appearance: .init(theme: .light)),
    dependencies: AppDependencies
  ) {
    self.appState = appState
    self.appearance = appearance
    self.dependencies = dependencies
  }

  /// The page for a route with a new view model in its initial state.
  @MainActor public func page(for route: Route) -> AnyView {
    let styles = appearance.styles
    switch route {
    case .login:
      return AnyView(
        LoginView(viewModel: LoginViewModel(service: dependencies.authentication, appState: appState))
          .withSeedAuditNotes)
    case .dashboard:
      return AnyView(
        DashboardView(viewModel: DashboardViewModel(service: dependencies.products), styles: styles))
    case .profile(let userID):
      return AnyView(
        ProfileView(
          viewModel: ProfileViewModel(userID: userID, service: dependencies.profiles), styles: styles))
    }
  }

  /// A route's page as the app shows it: in its place in the app's chrome (``AppScreen``: a
  /// navigation bar with the page's large title, and the tab bar once signed in), themed, with
  /// the current user in the environment. Put it in a `DeviceScreen` to draw the device's status
  /// bar and safe areas around it.
  @MainActor public func root(for route: Route) -> some View {
    let a = appearance.appearance
    return AppScreen(route: route) { page(for: route) }
      .environment(\.currentUser, appState.currentUser)
      .dsDensity(a.density)
      .dsTheme(a.theme)
  }
}
