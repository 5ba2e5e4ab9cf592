/// Why signing in failed.
public enum AuthenticationError: Error, Hashable, Sendable {
  /// The email and password do not match an account.
  case invalidCredentials
  /// The device is offline.
  case offline
  /// The service could not answer.
  case unavailable
}
