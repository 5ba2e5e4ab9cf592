/// An ``AuthenticationServiceProtocol`` for previews and tests: answers with a fixed result and
/// records the credentials it was given.
public final class MockAuthenticationService: AuthenticationServiceProtocol {
  /// The answer to every sign-in.
  public var result: Result<User, AuthenticationError>
  /// Called at the start of each sign-in, before it answers (tests look at the view model's
  /// state from here; capture the view model weakly, as it holds this service).
  public var onSignIn: (() -> Void)?
  /// The credentials received, oldest first.
  public private(set) var receivedCredentials: [Credentials] = []

  /// Creates a mock that answers with `result`.
  public init(result: Result<User, AuthenticationError>) { self.result = result }

  /// Records the credentials, calls ``onSignIn``, then answers.
  public func signIn(_ credentials: Credentials) async throws -> User {
    receivedCredentials.append(credentials)
    onSignIn?()
    return try result.get()
  }
}
