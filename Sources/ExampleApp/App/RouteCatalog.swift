import TesseraUI
import UILibrary

/// "Render every route": each route's page in each view-model state, on each
/// ``PageDevice``, as catalog previews (layer `.page`). `tessera previews` renders them with
/// the component catalog; the page snapshot tests check each one in light and dark.
public enum RouteCatalog {
  /// One route in one state, built with mock services and sample data.
  public struct PageState: Sendable {
    /// The route.
    public let route: Route
    /// The state's name, such as "offline".
    public let name: String
    /// Builds the page with styles.
    public let make: @Sendable (any StyleProvider) -> AnyView
  }

  /// The routes, in navigation order.
  public static let routes: [Route] = [.login, .dashboard, .profile(userID: SampleData.user.id)]

  /// Every page state, route by route.
  public static var states: [PageState] {
    routes.flatMap(states(for:))
  }

  /// The states of one route's page.
  public static func states(for route: Route) -> [PageState] {
    func page(_ name: String, _ make: @escaping @Sendable (any StyleProvider) -> AnyView) -> PageState {
      PageState(route: route, name: name, make: make)
    }
    switch route {
    case .login:
      func login(_ email: String, _ password: String, _ state: LoginViewModel.State, attempted: Bool = false)
        -> @Sendable (any StyleProvider) -> AnyView
      {
        { _ in
          let service = MockAuthenticationService(result: .success(SampleData.user))
          let model = LoginViewModel(
            service: service, email: email, password: password, state: state, hasAttemptedSubmit: attempted)
          return AnyView(LoginView(viewModel: model))
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
      func dashboard(_ state: DashboardViewModel.State) -> @Sendable (any StyleProvider) -> AnyView {
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
      func profile(_ state: ProfileViewModel.State) -> @Sendable (any StyleProvider) -> AnyView {
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
  public static func screen(_ state: PageState, on device: PageDevice, styles: any StyleProvider) -> AnyView {
    AnyView(
      DeviceScreen(device.device) {
        AppScreen(route: state.route) { state.make(styles) }
      }
      .environment(\.currentUser, SampleData.user))
  }

  /// Every page state on every device, as previews named `<Page>/<state>.<device>` at the
  /// device's size.
  public static var previews: [ComponentPreview] {
    states.flatMap { state in
      PageDevice.allCases.map { device in
        ComponentPreview(
          component: state.route.pageName, layer: .page, variant: "\(state.name).\(device.rawValue)",
          width: device.device.width, height: device.device.height
        ) { styles in
          screen(state, on: device, styles: styles)
        }
      }
    }
  }
}
