/// A customer's profile as the API returns it.
public struct Profile: Codable, Hashable, Sendable {
  /// The account.
  public let user: User
  /// The day the account was opened, `yyyy-MM-dd`.
  public let memberSince: String
  /// The membership plan, such as "Plus".
  public let plan: String
  /// Orders placed so far.
  public let orderCount: Int
  /// The delivery city.
  public let city: String

  /// Creates a profile.
  public init(user: User, memberSince: String, plan: String, orderCount: Int, city: String) {
    self.user = user
    self.memberSince = memberSince
    self.plan = plan
    self.orderCount = orderCount
    self.city = city
  }
}
