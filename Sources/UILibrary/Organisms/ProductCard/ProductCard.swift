import TesseraUI

/// A product summary: avatar, title, subtitle and badge; in the regular variant also a
/// description and two actions.
///
///     ProductCard(configuration: .init(title: "Wireless Headphones", subtitle: "30h battery",
///                                      description: "…", badge: "new"), style: factory.productCard())
///
/// - Note: Organism. Composes atoms; no business logic, no navigation.
public struct ProductCard: View {
  let configuration: ProductCardConfiguration
  let style: ProductCardStyle
  @Environment(\.dsDensity) var density

  /// Creates a card.
  public init(configuration: ProductCardConfiguration, style: ProductCardStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The card.
  public var body: some View {
    let d = density.scale
    VStack(alignment: .leading, spacing: style.spacing * d) {
      HStack(alignment: .top, spacing: 0) {
        ZStack {
          Circle().fill(style.avatarFill)
          IconView(configuration.icon, style: style.avatarIcon)
        }
        .frame(width: 48 * d, height: 48 * d)
        VStack(alignment: .leading, spacing: 2 * d) {
          PrimaryText(configuration.title, style: style.title)
          PrimaryText(configuration.subtitle, style: style.subtitle)
        }
        .auditIgnored(.truncation, reason: "a product card's title and subtitle are one line by design")
        .padding(.leading, 16 * d)
        Spacer(minLength: 8 * d)
        configuration.formattedBadge.map { badge in
          PrimaryText(badge, style: style.badgeText)
            .padding(.horizontal, 10 * d).padding(.vertical, 4 * d)
            .background(Capsule().fill(style.badgeFill))
        }
      }
      configuration.details.map { details in
        VStack(alignment: .leading, spacing: style.spacing * d) {
          DividerLine(style: DividerLineStyle(color: style.divider))
          PrimaryText(details.text, style: style.body).lineLimit(details.lineLimit)
          HStack(spacing: 12 * d) {
            PrimaryButton(configuration: .init(title: "Add to cart"), style: style.primaryAction)
            SecondaryButton(configuration: .init(title: "Details"), style: style.secondaryAction)
          }
        }
      }
    }
    .padding(style.padding * d)
    .modifier(RoundedSurfaceModifier(fill: style.surface, cornerRadius: style.cornerRadius))
    .modifier(ShadowModifier(color: style.shadowColor, radius: style.shadowRadius, y: style.shadowOffset))
  }
}
