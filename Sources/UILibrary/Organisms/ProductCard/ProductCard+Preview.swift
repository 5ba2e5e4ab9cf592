import TesseraUI

#Preview("regular", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 352) { styles in
    ProductCard(configuration: .sample(.regular), style: styles.productCard())
  }
}

#Preview("compact", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 352) { styles in
    ProductCard(configuration: .sample(.compact), style: styles.productCard())
  }
}

extension ProductCardConfiguration {
  /// The headphones of the previews, in `variant`.
  static func sample(_ variant: ProductCardVariant) -> ProductCardConfiguration {
    ProductCardConfiguration(
      title: "Wireless Headphones", subtitle: "Noise cancelling · 30h battery",
      description:
        "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes.",
      badge: "new", variant: variant)
  }
}
