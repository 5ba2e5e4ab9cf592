/// A signed-in customer of the example shop, as the API returns it.
///
/// Shared by every feature (the app state holds the current one), so it lives in `Shared/`.
public struct User: Codable, Hashable, Identifiable, Sendable {
  /// The account identifier.
  public let id: String
  /// The sign-in email address.
  public let email: String
  /// The name shown in the app.
  public let displayName: String

  /// Creates a user.
  public init(id: String, email: String, displayName: String) {
    self.id = id
    self.email = email
    self.displayName = displayName
  }
}
