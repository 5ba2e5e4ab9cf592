/// The layout variants of a product card.
public enum ProductCardVariant: String, Hashable, Sendable, CaseIterable {
  /// Header, description and actions.
  case regular
  /// The header only (lists).
  case compact
}

/// What a variant shows (seed 003: variant logic behind a private protocol).
private protocol ProductCardVariantLogic: Sendable {
  var showsDetails: Bool { get }
  var descriptionLineLimit: Int? { get }
}

private struct RegularCard: ProductCardVariantLogic {
  var showsDetails: Bool { true }
  var descriptionLineLimit: Int? { 3 }
}

private struct CompactCard: ProductCardVariantLogic {
  var showsDetails: Bool { false }
  var descriptionLineLimit: Int? { 0 }
}

/// The content and variant of a ``ProductCard``: the single source of its logic.
public struct ProductCardConfiguration: Sendable {
  /// The product name.
  public let title: String
  /// A one-line summary.
  public let subtitle: String
  /// The description.
  public let description: String
  /// A short badge ("NEW"), or nil.
  public let badge: String?
  /// The icon of the avatar.
  public let icon: String
  /// The variant.
  public let variant: ProductCardVariant
  private let logic: any ProductCardVariantLogic

  /// Creates a configuration.
  public init(
    title: String, subtitle: String, description: String, badge: String? = nil, icon: String = "person",
    variant: ProductCardVariant = .regular
  ) {
    self.title = title
    self.subtitle = subtitle
    self.description = description
    self.badge = badge
    self.icon = icon
    self.variant = variant
    switch variant {
    case .regular: logic = RegularCard()
    case .compact: logic = CompactCard()
    }
  }

  /// The description and its line limit when the variant shows details; nil otherwise.
  public var details: (text: String, lineLimit: Int?)? {
    logic.showsDetails ? (description, logic.descriptionLineLimit) : nil
  }
  /// The badge text, uppercased as the design asks.
  public var formattedBadge: String? { badge?.uppercased() }
}
