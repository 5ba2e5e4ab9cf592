extension ProductCard {
  /// Both variants.
  public static var previews: [ComponentPreview] {
    ProductCardVariant.allCases.map { variant in
      ComponentPreview(component: "ProductCard", layer: .organism, variant: variant.rawValue, width: 352) {
        styles in
        ProductCard(
          configuration: .init(
            title: "Wireless Headphones", subtitle: "Noise cancelling · 30h battery",
            description:
              "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes.",
            badge: "new", variant: variant),
          style: styles.productCard()
        )
        .eraseToAnyView()
      }
    }
  }
}
