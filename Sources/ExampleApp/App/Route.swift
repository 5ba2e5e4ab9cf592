/// Every page of the app, as a type-safe route (seed 004's `NavigationStack` routes). Nothing
/// navigates in a headless render, but ``RouteCatalog`` renders each route's page in each state.
public enum Route: Hashable, Sendable {
  /// Signing in.
  case login
  /// The product dashboard.
  case dashboard
  /// A customer's profile.
  case profile(userID: String)

  /// The page view that shows the route, such as "LoginView": the name previews and snapshots
  /// are filed under.
  public var pageName: String {
    switch self {
    case .login: "LoginView"
    case .dashboard: "DashboardView"
    case .profile: "ProfileView"
    }
  }
}
