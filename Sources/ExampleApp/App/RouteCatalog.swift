import TesseraUI
import UILibrary

/// "Render every route": each route's page in each view-model state. Each state has a
/// `#Preview` beside its page's view (`LoginView+Preview.swift`...), which `tessera previews`
/// renders in every theme; the page snapshot tests check each state on each ``PageDevice`` in
/// light and dark.
public enum RouteCatalog {
  /// One route in one state, built with mock services and sample data.
  public struct PageState: Sendable {
    /// The route.
    public let route: Route
    /// The state's name, such as "offline".
    public let name: String
    /// Builds the page with styles.
    public let make: @MainActor @Sendable (any StyleProvider) -> AnyView
  }

  /// The routes, in navigation order.
  public static let routes: [Route] = [.login, .dashboard, .profile(userID: SampleData.user.id)]

  /// Every page state, route by route.
  public static var states: [PageState] {
    routes.flatMap(states(for:))
  }

  /// The states of one route's page.
  public static func states(for route: Route) -> [PageState] {
    func page(_ name: String, _ make: @escaping @MainActor @Sendable (any StyleProvider) -> AnyView)
      -> PageState
    {
      PageState(route: route, name: name, make: make)
    }
    switch route {
    case .login:
      func login(_ email: String, _ password: String, _ state: LoginViewModel.State, attempted: Bool = false)
        -> @MainActor @Sendable (any StyleProvider) -> AnyView
      {
        { _ in
          let service = MockAuthenticationService(result: .success(SampleData.user))
          let model = LoginViewModel(
            service: service, email: email, password: password, state: state, hasAttemptedSubmit: attempted)
          return AnyView(LoginView(viewModel: model).withSeedAuditNotes)
        }
      }
      return [
        page("empty", login("", "", .idle)),
        page("filled", login("ada@example.com", "analytical", .idle)),
        page(
          "invalid",
          login("ada@example.com", "short", .error("Passwords have at least 8 characters"), attempted: true)),
        page(
          "error", login("ada@example.com", "analytical", .error("Wrong email or password"), attempted: true)),
      ]
    case .dashboard:
      func dashboard(_ state: DashboardViewModel.State) -> @MainActor @Sendable (any StyleProvider) -> AnyView
      {
        { styles in
          let model = DashboardViewModel(
            service: MockProductService(result: .success(SampleData.products)), state: state)
          return AnyView(DashboardView(viewModel: model, styles: styles))
        }
      }
      return [
        page("loading", dashboard(.loading)),
        page("content", dashboard(.content(SampleData.products))),
        page("empty", dashboard(.content([]))),
        page("offline", dashboard(.error(.offline))),
        page(
          "error", dashboard(.error(.unavailable("The products could not be loaded. Try again in a moment.")))
        ),
      ]
    case .profile(let userID):
      func profile(_ state: ProfileViewModel.State) -> @MainActor @Sendable (any StyleProvider) -> AnyView {
        { styles in
          let model = ProfileViewModel(
            userID: userID, service: MockProfileService(result: .success(SampleData.profile)), state: state)
          return AnyView(ProfileView(viewModel: model, styles: styles))
        }
      }
      return [
        page("loading", profile(.loading)),
        page("content", profile(.content(SampleData.profile))),
        page("error", profile(.error("Your profile could not be loaded. Try again in a moment."))),
      ]
    }
  }

  /// A page state as a screen of a device: the page in its place in the app (``AppScreen``),
  /// inside the device's status bar, safe areas and home indicator, signed in as the sample
  /// user. The theme is applied around it by whoever renders it.
  @MainActor public static func screen(_ state: PageState, on device: PageDevice, styles: any StyleProvider)
    -> AnyView
  {
    AnyView(
      DeviceScreen(device.device) {
        AppScreen(route: state.route) { state.make(styles) }
      }
      .environment(\.currentUser, SampleData.user))
  }

  /// The page of `route` in the state named `state`, in its place in the app (``AppScreen``),
  /// signed in as the sample user, with the styles of the environment's theme: what each page's
  /// `#Preview` shows. A state the route does not have shows its name in red.
  @MainActor public static func page(_ route: Route, _ state: String) -> some View {
    StylesReader { styles in
      if let found = states(for: route).first(where: { $0.name == state }) {
        AppScreen(route: route) { found.make(styles) }
          .environment(\.currentUser, SampleData.user)
      } else {
        Text("\(route.pageName) has no state \"\(state)\"").foregroundStyle(.red)
      }
    }
  }
}
