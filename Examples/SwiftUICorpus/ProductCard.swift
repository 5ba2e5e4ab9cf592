import SwiftUI

struct Product: Identifiable {
    let id = UUID()
    var name: String
    var subtitle: String
    var price: Double
    var rating: Double
    var symbolName: String
    var isFavorite = false
}

extension Product {
    static let samples: [Product] = [
        Product(name: "Trail Runner", subtitle: "Lightweight running shoe", price: 129.0, rating: 4.6, symbolName: "shoe.fill"),
        Product(name: "Daypack 22L", subtitle: "Water-resistant backpack", price: 89.5, rating: 4.2, symbolName: "backpack.fill", isFavorite: true),
        Product(name: "Headlamp", subtitle: "350 lumens, rechargeable", price: 39.99, rating: 3.9, symbolName: "flashlight.on.fill"),
    ]
}

struct ProductCard: View {
    let product: Product
    var onFavorite: () -> Void = {}

    private let cornerRadius: CGFloat = 16
    private let imageHeight: CGFloat = 140

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack {
                Rectangle()
                    .fill(Color.accentColor.opacity(0.12))
                Image(systemName: product.symbolName)
                    .font(.system(size: 48))
                    .foregroundStyle(Color.accentColor)
            }
            .frame(height: imageHeight)
            .overlay(alignment: .topTrailing) {
                Button(action: onFavorite) {
                    Image(systemName: product.isFavorite ? "heart.fill" : "heart")
                        .foregroundStyle(product.isFavorite ? Color.red : Color.secondary)
                        .padding(8)
                        .background(.thinMaterial, in: Circle())
                }
                .padding(8)
                .accessibilityLabel(product.isFavorite ? "Remove from favorites" : "Add to favorites")
            }

            VStack(alignment: .leading, spacing: 4) {
                Text(product.name)
                    .font(.headline)
                    .lineLimit(1)
                Text(product.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)

                HStack {
                    Text(product.price, format: .currency(code: "USD"))
                        .font(.headline).bold()
                    Spacer()
                    Label {
                        Text("\(product.rating, specifier: "%.1f")")
                    } icon: {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
                .padding(.top, 4)
            }
            .padding(.horizontal, 12)
            .padding(.bottom, 12)
        }
        .background(Color(white: 1.0))
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    }
}

#Preview {
    ProductCard(product: Product.samples[0])
        .frame(width: 220)
        .padding()
}

#Preview("Grid") {
    ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
            ForEach(Product.samples) { product in
                ProductCard(product: product)
            }
        }
        .padding(16)
    }
    .background(Color.gray.opacity(0.1))
}
