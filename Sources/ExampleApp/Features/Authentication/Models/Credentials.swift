/// What a customer types to sign in: the body of the sign-in request.
public struct Credentials: Codable, Hashable, Sendable {
  /// The email address.
  public let email: String
  /// The password.
  public let password: String

  /// Creates credentials.
  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}
