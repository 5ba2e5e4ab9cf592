import DesignSystem
import TesseraUI
import UILibrary

/// The dashboard's products: the library's `ProductCard`s in a
/// `GridLayout`.
/// - Note: Organism (app side).
struct ProductGrid: View {
  let cards: [ProductCardConfiguration]
  let columns: Int
  let styles: any StyleProvider

  var body: some View {
    GridLayout(cards, columns: columns, spacing: SpacingTokens.md) { card in
      ProductCard(configuration: card, style: styles.productCard())
    }
  }
}
