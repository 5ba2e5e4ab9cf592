import Observation

/// State shared across features: who is signed in. The app owns one; the sign-in flow sets it,
/// and the root view publishes the current user into the environment for every page
/// (`EnvironmentValues.currentUser`).
@Observable
public final class AppState {
  /// The signed-in user, or nil.
  public var currentUser: User?

  /// Whether someone is signed in.
  public var isAuthenticated: Bool { currentUser != nil }

  /// Creates app state, signed in as `currentUser` (default: nobody).
  public init(currentUser: User? = nil) { self.currentUser = currentUser }
}
