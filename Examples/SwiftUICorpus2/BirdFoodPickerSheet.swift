import SwiftUI

// Based on Apple's sample "Backyard Birds: Building an app with SwiftData and widgets" (WWDC23):
// BirdFoodPickerSheet with its BirdFoodCard, BirdFoodQuantityBadge, the premiumBirdFood color
// and a custom ShapeStyle resolved in the environment (Styles.swift). The SwiftData @Query is
// replaced by an @Observable store.

extension Color {
    static let premiumBirdFood = Color(red: 0.78, green: 0.35, blue: 0.86)
}

extension ShapeStyle where Self == Color {
    static var premiumBirdFood: Color { .premiumBirdFood }
}

struct VibrantShapeStyle: ShapeStyle {
    var opacity: Double

    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        let startingStyle: Color = {
            switch environment.colorScheme {
            case .light: return Color.black
            case .dark: return Color.white
            @unknown default: return Color.black
            }
        }()
        return startingStyle.opacity(opacity)
    }
}

extension ShapeStyle where Self == VibrantShapeStyle {
    static func vibrant(opacity: Double) -> Self {
        .init(opacity: opacity)
    }
}

struct BirdFood: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var summary: String
    var symbolName: String
    var isPremium: Bool
    var ownedQuantity: Int
    var priority: Int

    var image: Image {
        Image(systemName: symbolName).resizable()
    }
}

@Observable
final class Backyard {
    var name: String
    var birdFood: BirdFood?
    var foodRefillDate: Date = .now

    init(name: String, birdFood: BirdFood? = nil) {
        self.name = name
        self.birdFood = birdFood
    }
}

enum BirdFoodStoreMetrics {
    static let cardCornerRadius: CGFloat = 20
    static let imageSize: CGFloat = 80
    static let cardHorizontalPadding: CGFloat = 12
    static let cardVerticalPadding: CGFloat = 16
}

struct BirdFoodQuantityBadge: View {
    var count: Int

    @ScaledMetric(relativeTo: .caption) private var scale = 1.0

    var body: some View {
        Text(count.formatted())
            .foregroundStyle(.white)
            .fontWeight(.semibold)
            .fontDesign(.rounded)
            .padding(.vertical, 2 * scale)
            .padding(.horizontal, 4 * scale)
            .frame(minWidth: 20 * scale)
            .background(.premiumBirdFood, in: .capsule)
    }
}

struct BirdFoodPickerSheet: View {
    var backyard: Backyard
    var birdFood: [BirdFood] = BirdFoodPickerSheet.sampleFood

    @Environment(\.dismiss) private var dismiss
    @State private var presentingBirdFoodShop = false

    var premiumFood: [BirdFood] {
        birdFood.filter(\.isPremium).sorted { $0.priority > $1.priority }
    }

    var otherFood: [BirdFood] {
        birdFood.filter { !$0.isPremium }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    var body: some View {
        GeometryReader { geometry in
            let cardWidth: CGFloat? = geometry.size.width > 0 ? (min(geometry.size.width * 0.7, 240) - 40) : nil

            NavigationStack {
                ScrollView {
                    premiumText
                    birdFoodShopLink

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 10) {
                            ForEach(premiumFood) { food in
                                BirdFoodCard(backyard: backyard, food: food, presentingBirdFoodShop: $presentingBirdFoodShop)
                                    .frame(width: cardWidth)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollClipDisabled()
                    .scrollIndicators(.hidden)

                    standardText
                        .padding(.top)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 10) {
                            ForEach(otherFood) { food in
                                BirdFoodCard(backyard: backyard, food: food, presentingBirdFoodShop: .constant(false))
                                    .frame(width: cardWidth)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollClipDisabled()
                    .scrollIndicators(.hidden)
                }
                .navigationTitle("Bird Food")
                .contentMargins([.top, .horizontal], 20, for: .scrollContent)
                .contentMargins(.bottom, 40, for: .scrollContent)
                .navigationDestination(isPresented: $presentingBirdFoodShop) {
                    Text("Bird Food Shop")
                }
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        doneButton
                    }
                }
            }
        }
    }

    func sectionHeader(_ text: LocalizedStringKey, comment: StaticString) -> some View {
        Text(text, comment: comment)
            .frame(maxWidth: .infinity, alignment: .leading)
            .font(.subheadline.bold())
            .foregroundStyle(.tertiary)
    }

    var doneButton: some View {
        Button("Done", action: dismiss.callAsFunction)
    }

    var premiumText: some View {
        sectionHeader("Premium", comment: "Refers to a premium bird food item versus standard bird food item.")
    }

    var standardText: some View {
        sectionHeader("Standard", comment: "Refers to a premium bird food item versus standard bird food item.")
    }

    var birdFoodShopLink: some View {
        Button {
            presentingBirdFoodShop = true
        } label: {
            HStack(spacing: 12) {
                Label("Bird Food Shop", systemImage: "storefront")
                Spacer()
                Image(systemName: "chevron.forward")
                    .imageScale(.medium)
                    .fontWeight(.semibold)
                    .foregroundStyle(.tertiary)
            }
            .imageScale(.large)
        }
        .tint(.premiumBirdFood)
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
        .controlSize(.large)
    }

    struct BirdFoodCard: View {
        var backyard: Backyard
        var food: BirdFood
        @Binding var presentingBirdFoodShop: Bool

        @Environment(\.dismiss) private var dismiss

        var needsMore: Bool {
            food.isPremium && food.ownedQuantity <= 0
        }

        var body: some View {
            VStack(spacing: 12) {
                food.image
                    .scaledToFit()
                    .padding(14)
                    .frame(width: BirdFoodStoreMetrics.imageSize, height: BirdFoodStoreMetrics.imageSize)
                    .background(.fill.tertiary, in: .circle)
                    .overlay(alignment: .bottomTrailing) {
                        if food.isPremium {
                            BirdFoodQuantityBadge(count: food.ownedQuantity)
                                .font(.caption)
                                .alignmentGuide(.bottom) { $0[VerticalAlignment.center] - 10 }
                                .alignmentGuide(.trailing) { $0[.trailing] - 30 }
                        }
                    }

                VStack {
                    Text(food.name)
                        .font(.headline)

                    Text(food.summary)
                        .lineLimit(2, reservesSpace: true)
                        .foregroundStyle(.secondary)
                        .font(.caption)
                }
                .multilineTextAlignment(.center)

                Button {
                    if needsMore {
                        presentingBirdFoodShop = true
                    } else {
                        withAnimation(.default.delay(0.35)) {
                            backyard.birdFood = food
                            backyard.foodRefillDate = .now
                        }
                        dismiss()
                    }
                } label: {
                    if needsMore {
                        Text("Shop", comment: "Label on button that leads to Bird Food Shop.")
                    } else if food.isPremium {
                        HStack(spacing: 4) {
                            Text("Use", comment: "Refers to Premium Food.")
                            Text(1.formatted())
                                .font(.callout)
                                .fontWeight(.semibold)
                                .fontDesign(.rounded)
                                .frame(minWidth: 17)
                                .foregroundStyle(.premiumBirdFood)
                                .background(.foreground, in: .capsule.inset(by: -3))
                        }
                    } else {
                        Text("Choose", comment: "Refers to Standard Food.")
                    }
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .tint(food.isPremium ? .premiumBirdFood : nil)
            }
            .padding(.horizontal, BirdFoodStoreMetrics.cardHorizontalPadding)
            .padding(.vertical, BirdFoodStoreMetrics.cardVerticalPadding)
            .frame(maxWidth: .infinity)
            .background(.fill.tertiary, in: .rect(cornerRadius: BirdFoodStoreMetrics.cardCornerRadius))
            .overlay {
                RoundedRectangle(cornerRadius: BirdFoodStoreMetrics.cardCornerRadius)
                    .strokeBorder(.vibrant(opacity: 0.1))
            }
        }
    }

    static let sampleFood: [BirdFood] = [
        BirdFood(name: "Nutrition Pellet", summary: "A compact pellet packed with everything birds need.", symbolName: "circle.hexagongrid.fill", isPremium: true, ownedQuantity: 3, priority: 2),
        BirdFood(name: "Energy Nectar", summary: "Sweet nectar for hummingbirds.", symbolName: "drop.fill", isPremium: true, ownedQuantity: 0, priority: 1),
        BirdFood(name: "Sunflower Seeds", summary: "A classic favorite.", symbolName: "sun.max.fill", isPremium: false, ownedQuantity: 0, priority: 0),
        BirdFood(name: "Mealworms", summary: "Protein-rich treat.", symbolName: "ladybug.fill", isPremium: false, ownedQuantity: 0, priority: 0),
    ]
}

#Preview {
    BirdFoodPickerSheet(backyard: Backyard(name: "Hummingbird Haven"))
}
