import SwiftUI
// Swift 6 mode: fails for its own data race (Apple's compiler flags it too): `static let samples`
// holds a non-Sendable model type.

// Based on Apple's sample "Backyard Birds" (WWDC23): BackyardGrid (adaptive LazyVGrid, searchable
// with search suggestions, contentMargins), BackyardGridItem with its Header and SupplyGauges,
// BackyardSupplyGauge (Gauge with the accessoryCircularCapacity style), BackyardSupplyIndicator
// and BestBirdFoodValueBadge. The SwiftData models are replaced by an @Observable class.

enum BackyardSupplies: String, CaseIterable {
    case food
    case water

    var totalDuration: TimeInterval {
        switch self {
        case .food: return 60 * 60 * 6
        case .water: return 60 * 60 * 12
        }
    }
}

@Observable
final class Backyard: Identifiable {
    let id = UUID()
    var name: String
    var isFavorite = false
    var foodName: String?
    var foodRefillDate: Date
    var waterRefillDate: Date
    var skyColors: [Color]

    init(name: String, foodName: String?, foodRefillDate: Date, waterRefillDate: Date, skyColors: [Color]) {
        self.name = name
        self.foodName = foodName
        self.foodRefillDate = foodRefillDate
        self.waterRefillDate = waterRefillDate
        self.skyColors = skyColors
    }

    func expectedEmptyDate(for supplies: BackyardSupplies) -> Date {
        switch supplies {
        case .food: return foodRefillDate.addingTimeInterval(supplies.totalDuration)
        case .water: return waterRefillDate.addingTimeInterval(supplies.totalDuration)
        }
    }

    static let samples: [Backyard] = [
        Backyard(name: "Hummingbird Haven", foodName: "Energy Nectar", foodRefillDate: .now.addingTimeInterval(-7_200),
                 waterRefillDate: .now.addingTimeInterval(-3_600), skyColors: [.cyan, .blue]),
        Backyard(name: "Feathered Friends", foodName: "Sunflower Seeds", foodRefillDate: .now.addingTimeInterval(-18_000),
                 waterRefillDate: .now.addingTimeInterval(-30_000), skyColors: [.orange, .pink]),
        Backyard(name: "Evening Roost", foodName: nil, foodRefillDate: .distantPast,
                 waterRefillDate: .now, skyColors: [.indigo, .purple]),
    ]
}

private extension LayoutDirection {
    var opposite: LayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }
}

struct BackyardSupplyGauge: View {
    var backyard: Backyard
    var supplies: BackyardSupplies

    @Environment(\.layoutDirection) private var originalLayoutDirection

    var body: some View {
        Gauge(value: remainingDuration, in: 0...supplies.totalDuration) {
            gaugeLabel
                .environment(\.layoutDirection, originalLayoutDirection)
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(gaugeTint)
        .environment(\.layoutDirection, originalLayoutDirection.opposite)
    }

    @ViewBuilder
    var gaugeLabel: some View {
        switch supplies {
        case .food:
            if backyard.foodName != nil {
                Image(systemName: "leaf.fill")
                    .transition(.scale(scale: 0.5).combined(with: .opacity))
            } else {
                Image(systemName: "questionmark")
            }
        case .water:
            Image(systemName: "drop.fill")
                .foregroundStyle(.linearGradient(colors: [.mint, .cyan], startPoint: .top, endPoint: .bottom))
                .imageScale(.small)
        }
    }

    var gaugeTint: AnyShapeStyle {
        switch supplies {
        case .food:
            AnyShapeStyle(Gradient(colors: [.orange, .pink]))
        case .water:
            AnyShapeStyle(Gradient(colors: [.cyan, .blue]))
        }
    }

    var remainingDuration: TimeInterval {
        max(Date.now.distance(to: backyard.expectedEmptyDate(for: supplies)), 0)
    }
}

struct BackyardSupplyIndicator: View {
    var backyard: Backyard
    var supplies: BackyardSupplies

    @State private var presentingBirdFoodPicker = false

    var body: some View {
        Button {
            switch supplies {
            case .food:
                presentingBirdFoodPicker = true
            case .water:
                withAnimation {
                    backyard.waterRefillDate = .now
                }
            }
        } label: {
            HStack {
                BackyardSupplyGauge(backyard: backyard, supplies: supplies)
                    .controlSize(.large)

                VStack(alignment: .leading) {
                    switch supplies {
                    case .food:
                        Text(backyard.foodName ?? "- Food name is missing. -")
                    case .water:
                        Text("Water", comment: "Shown in the context of food supplies in a given backyard")
                    }
                    Text("\(formattedTimeRemaining(from: secondsRemaining)) remaining")
                        .foregroundStyle(.secondary)
                        .font(.callout)
                        .lineLimit(1)
                }

                Spacer()

                HStack {
                    switch supplies {
                    case .food:
                        Label("Choose Food", systemImage: "arrow.left.arrow.right")
                    case .water:
                        Label("Refill Water", systemImage: "arrow.clockwise")
                    }
                }
                .foregroundStyle(.secondary)
                .frame(width: 44)
                .labelStyle(.iconOnly)
            }
            .padding(12)
            .background(.fill.tertiary)
            .contentShape(.containerRelative)
            .containerShape(.rect(cornerRadius: 20))
            .hoverEffect(.highlight)
        }
        .buttonStyle(.plain)
        .sheet(isPresented: $presentingBirdFoodPicker) {
            Text("Bird food picker")
        }
    }

    func formattedTimeRemaining(from timeInterval: TimeInterval) -> String {
        let duration = Duration(secondsComponent: Int64(timeInterval), attosecondsComponent: 0)
        return duration.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 1))
    }

    var secondsRemaining: TimeInterval {
        max(Date.now.distance(to: backyard.expectedEmptyDate(for: supplies)), 0)
    }
}

struct BackyardGridItem: View {
    var backyard: Backyard

    var body: some View {
        ZStack {
            NavigationLink(value: backyard.id) {
                LinearGradient(colors: backyard.skyColors, startPoint: .top, endPoint: .bottom)
                    .aspectRatio(1.4, contentMode: .fit)
            }
            .buttonStyle(.plain)

            VStack {
                Header(backyard: backyard)
                Spacer()
                SupplyGauges(backyard: backyard)
            }
        }
        .contentShape(.containerRelative)
        .containerShape(.rect(cornerRadius: 20))
        .clipShape(.containerRelative)
    }

    struct Header: View {
        var backyard: Backyard

        var body: some View {
            HStack {
                Text(backyard.name)
                    .font(.callout)
                    .padding(8)
                    .background()
                    .allowsHitTesting(false)

                Spacer()

                Button {
                    backyard.isFavorite.toggle()
                } label: {
                    Label("Favorite", systemImage: "star")
                        .symbolVariant(backyard.isFavorite ? .fill : .none)
                        .contentTransition(.symbolEffect(backyard.isFavorite ? .replace.upUp : .replace.downUp))
                        .padding(8)
                        .background(in: .circle)
                }
                .buttonStyle(.plain)
                .buttonBorderShape(.circle)
                .labelStyle(.iconOnly)
            }
            .foregroundStyle(Color.secondary)
            .backgroundStyle(.regularMaterial)
            .padding(8)
        }
    }

    struct SupplyGauges: View {
        var backyard: Backyard

        var body: some View {
            HStack {
                BackyardSupplyGauge(backyard: backyard, supplies: .food)
                    .scaleEffect(0.65)
                    .padding(8)
                    .frame(width: 44, height: 44)
                    .background(in: .circle)
                Spacer()
                BackyardSupplyGauge(backyard: backyard, supplies: .water)
                    .scaleEffect(0.65)
                    .padding(8)
                    .frame(width: 44, height: 44)
                    .background(in: .circle)
            }
            .padding(8)
            .backgroundStyle(.regularMaterial)
            .allowsHitTesting(false)
        }
    }
}

private struct BestValueBadge: View {
    var body: some View {
        Text("Best Value \(Image(systemName: "sparkles"))", comment: "Bird food label with sparkles icon.")
            .font(.title3.weight(.medium))
            .padding(.vertical, 5)
            .padding(.horizontal)
            .background(.regularMaterial, in: .capsule)
            .overlay {
                Capsule().strokeBorder()
            }
            .foregroundStyle(.purple)
            .dynamicTypeSize(...(.xLarge))
            .fixedSize()
            .offset(y: 10.0)
    }
}

extension View {
    func bestValueBadge() -> some View {
        overlay(alignment: .bottom) {
            BestValueBadge()
        }
    }
}

struct BackyardGrid: View {
    @State private var searchText = ""
    @State private var backyards = Backyard.samples

    var searchResults: [Backyard] {
        if searchText.isEmpty {
            return backyards
        }
        return backyards.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [.init(.adaptive(minimum: 300))]) {
                ForEach(searchResults) { backyard in
                    BackyardGridItem(backyard: backyard)
                }
            }
            if let first = backyards.first {
                VStack(spacing: 12) {
                    BackyardSupplyIndicator(backyard: first, supplies: .food)
                    BackyardSupplyIndicator(backyard: first, supplies: .water)
                }
                .padding(.top)
                .bestValueBadge()
            }
        }
        .contentMargins([.horizontal, .bottom], 10, for: .scrollContent)
        .searchable(text: $searchText)
        .searchSuggestions {
            if searchText.isEmpty {
                ForEach(backyards) { backyard in
                    Label(backyard.name, systemImage: "leaf")
                        .searchCompletion(backyard.name)
                }
            }
        }
        .overlay {
            if searchResults.isEmpty {
                ContentUnavailableView.search(text: searchText)
            }
        }
        .navigationDestination(for: Backyard.ID.self) { id in
            Text(backyards.first(where: { $0.id == id })?.name ?? "")
        }
    }
}

#Preview {
    NavigationStack {
        BackyardGrid()
            .navigationTitle("Backyards")
    }
}
