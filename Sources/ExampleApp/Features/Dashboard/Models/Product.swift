/// A product as the API lists it.
public struct Product: Codable, Hashable, Identifiable, Sendable {
  /// The product identifier.
  public let id: String
  /// Its name.
  public let name: String
  /// Its category, such as "Audio".
  public let category: String
  /// One or two sentences about it.
  public let summary: String
  /// The price in cents.
  public let priceCents: Int
  /// A short label such as "New", or nil.
  public let badge: String?
  /// A Material icon name that stands for it.
  public let icon: String

  /// Creates a product.
  public init(
    id: String, name: String, category: String, summary: String, priceCents: Int, badge: String? = nil,
    icon: String
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.summary = summary
    self.priceCents = priceCents
    self.badge = badge
    self.icon = icon
  }
}
