import SwiftUI

// Based on Apple's sample "Composing custom layouts with SwiftUI" (WWDC22): MyEqualWidthHStack and
// MyEqualWidthVStack (Layout with a cache, spacing preferences and layout properties), a
// ButtonStack that picks between them with ViewThatFits, MyRadialLayout with a Rank layout value,
// a Profile that switches layouts with AnyLayout, and a Leaderboard built on Grid.

struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    var color: Color

    var id: String { type }

    static let exampleData: [Pet] = [
        Pet(type: "Cat", votes: 25, color: .orange),
        Pet(type: "Goldfish", votes: 9, color: .yellow),
        Pet(type: "Dog", votes: 16, color: .brown),
    ]
}

/// A custom horizontal stack that offers all its subviews the width of its widest subview.
struct MyEqualWidthHStack: Layout {
    struct CacheData {
        let maxSize: CGSize
        let spacing: [CGFloat]
        let totalSpacing: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CacheData(maxSize: maxSize, spacing: spacing, totalSpacing: totalSpacing)
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return CGSize(
            width: cache.maxSize.width * CGFloat(subviews.count) + cache.totalSpacing,
            height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard !subviews.isEmpty else { return }
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: nextX, y: bounds.midY),
                anchor: .center,
                proposal: placementProposal)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

/// A custom vertical stack that offers all its subviews the width of its widest subview.
struct MyEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width, height: maxSize.height * CGFloat(subviews.count) + totalSpacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextY = bounds.minY + maxSize.height / 2

        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: nextY), anchor: .center, proposal: placementProposal)
            nextY += maxSize.height + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { currentMax, size in
            CGSize(width: max(currentMax.width, size.width), height: max(currentMax.height, size.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }
}

/// A custom layout that arranges its views in a circle, rotated so the top-ranked view is on top.
struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        let ranks = subviews.map { subview in subview[Rank.self] }
        let offset = getOffset(ranks)

        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    private func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
        var fraction: Double
        if ranks[0] == 1 {
            fraction = residualFraction(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residualFraction(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residualFraction(rank1: ranks[0], rank2: ranks[1])
        }
        return fraction * 2.0 * Double.pi / 3.0
    }

    private func residualFraction(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 {
            return -0.5
        } else if rank2 == 1 {
            return 0.5
        } else if rank1 < rank2 {
            return -0.25
        } else if rank1 > rank2 {
            return 0.25
        } else {
            return 0
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct ButtonStack: View {
    @Binding var pets: [Pet]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack {
                Buttons(pets: $pets)
            }
            MyEqualWidthVStack {
                Buttons(pets: $pets)
            }
        }
    }
}

struct Buttons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ForEach($pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
        }
    }
}

struct Avatar: View {
    var pet: Pet

    var body: some View {
        ZStack {
            Circle()
                .fill(pet.color.gradient)
                .frame(width: 64, height: 64)
            Text(pet.type.prefix(1))
                .font(.title.bold())
                .foregroundStyle(.white)
        }
        .shadow(radius: 3)
        .accessibilityLabel(pet.type)
    }
}

struct Profile: View {
    var pets: [Pet]
    var isThreeWayTie: Bool

    var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

        Circle()
            .stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 6]))
            .foregroundStyle(.secondary)
            .frame(width: 200, height: 200)
            .overlay {
                layout {
                    ForEach(pets) { pet in
                        Avatar(pet: pet)
                            .rank(rank(pet))
                    }
                }
                .animation(.default, value: pets)
            }
            .frame(height: 260)
    }

    private func rank(_ pet: Pet) -> Int {
        let sorted = pets.map(\.votes).sorted(by: >)
        return (sorted.firstIndex(of: pet.votes) ?? 0) + 1
    }
}

struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(value: Double(pet.votes), total: Double(max(totalVotes, 1)))
                        .tint(pet.color)
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                        .monospacedDigit()
                }
                Divider()
            }
        }
        .padding()
    }
}

struct PetVotingLayouts: View {
    @State private var pets = Pet.exampleData

    private var totalVotes: Int { pets.reduce(0) { $0 + $1.votes } }
    private var isThreeWayTie: Bool { Set(pets.map(\.votes)).count == 1 }

    var body: some View {
        VStack {
            Profile(pets: pets, isThreeWayTie: isThreeWayTie)
            Leaderboard(pets: pets, totalVotes: totalVotes)
            ButtonStack(pets: $pets)
                .padding(.horizontal)
            Button("Reset Votes", role: .destructive) {
                for index in pets.indices {
                    pets[index].votes = 0
                }
            }
            .padding(.top)
        }
        .padding(.vertical)
    }
}

#Preview {
    PetVotingLayouts()
}

#Preview("Narrow buttons") {
    ButtonStack(pets: .constant(Pet.exampleData))
        .frame(width: 180)
}
