import SwiftUI

// Based on Apple's sample "Food Truck" (WWDC22): the custom FlowLayout (Layout protocol with
// ViewSpacing), SocialFeedTag chips with a LabelStyle using @ScaledMetric, SocialFeedPostView and
// SocialFeedView with the "Social Feed+" marketing section.

struct FlowLayout: Layout {
    var alignment: Alignment = .center
    var spacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let result = FlowResult(
            in: proposal.replacingUnspecifiedDimensions().width,
            subviews: subviews,
            alignment: alignment,
            spacing: spacing
        )
        return result.bounds
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let result = FlowResult(
            in: proposal.replacingUnspecifiedDimensions().width,
            subviews: subviews,
            alignment: alignment,
            spacing: spacing
        )
        for row in result.rows {
            let rowXOffset = (bounds.width - row.frame.width) * alignment.horizontal.percent
            for index in row.range {
                let xPos = rowXOffset + row.frame.minX + row.xOffsets[index - row.range.lowerBound] + bounds.minX
                let rowYAlignment = (row.frame.height - subviews[index].sizeThatFits(.unspecified).height) *
                    alignment.vertical.percent
                let yPos = row.frame.minY + rowYAlignment + bounds.minY
                subviews[index].place(at: CGPoint(x: xPos, y: yPos), anchor: .topLeading, proposal: .unspecified)
            }
        }
    }

    struct FlowResult {
        var bounds = CGSize.zero
        var rows = [Row]()

        struct Row {
            var range: Range<Int>
            var xOffsets: [Double]
            var frame: CGRect
        }

        init(in maxPossibleWidth: Double, subviews: Subviews, alignment: Alignment, spacing: CGFloat?) {
            var itemsInRow = 0
            var remainingWidth = maxPossibleWidth.isFinite ? maxPossibleWidth : .greatestFiniteMagnitude
            var rowMinY = 0.0
            var rowHeight = 0.0
            var xOffsets: [Double] = []
            for (index, subview) in zip(subviews.indices, subviews) {
                let idealSize = subview.sizeThatFits(.unspecified)
                if index != 0 && widthInRow(index: index, idealWidth: idealSize.width) > remainingWidth {
                    finalizeRow(index: max(index - 1, 0), idealSize: idealSize)
                }
                addToRow(index: index, idealSize: idealSize)

                if index == subviews.count - 1 {
                    finalizeRow(index: index, idealSize: idealSize)
                }
            }

            func spacingBefore(index: Int) -> Double {
                guard itemsInRow > 0 else { return 0 }
                return spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }

            func widthInRow(index: Int, idealWidth: Double) -> Double {
                idealWidth + spacingBefore(index: index)
            }

            func addToRow(index: Int, idealSize: CGSize) {
                let width = widthInRow(index: index, idealWidth: idealSize.width)
                xOffsets.append(maxPossibleWidth - remainingWidth + spacingBefore(index: index))
                remainingWidth -= width
                rowHeight = max(rowHeight, idealSize.height)
                itemsInRow += 1
            }

            func finalizeRow(index: Int, idealSize: CGSize) {
                let rowWidth = maxPossibleWidth - remainingWidth
                rows.append(
                    Row(
                        range: index - max(itemsInRow - 1, 0) ..< index + 1,
                        xOffsets: xOffsets,
                        frame: CGRect(x: 0, y: rowMinY, width: rowWidth, height: rowHeight)
                    )
                )
                bounds.width = max(bounds.width, rowWidth)
                let ySpacing = spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
                bounds.height += rowHeight + (rows.count > 1 ? ySpacing : 0)
                rowMinY += rowHeight + ySpacing
                itemsInRow = 0
                rowHeight = 0
                xOffsets.removeAll()
                remainingWidth = maxPossibleWidth
            }
        }
    }
}

private extension HorizontalAlignment {
    var percent: Double {
        switch self {
        case .leading: return 0
        case .trailing: return 1
        default: return 0.5
        }
    }
}

private extension VerticalAlignment {
    var percent: Double {
        switch self {
        case .top: return 0
        case .bottom: return 1
        default: return 0.5
        }
    }
}

struct SocialFeedTagLabelStyle: LabelStyle {
    @ScaledMetric(relativeTo: .footnote) private var iconWidth = 14.0

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
                .foregroundColor(.secondary)
                .frame(width: iconWidth)
            configuration.title
        }
        .padding(6)
        .background(in: RoundedRectangle(cornerRadius: 5, style: .continuous))
        .font(.caption)
    }
}

extension LabelStyle where Self == SocialFeedTagLabelStyle {
    static var socialFeedTag: SocialFeedTagLabelStyle {
        SocialFeedTagLabelStyle()
    }
}

enum SocialFeedTag: Identifiable {
    case title(LocalizedStringKey)
    case donut(String)
    case city(String)

    var id: String {
        switch self {
        case .title(let string): return "tag title: \(string)"
        case .donut(let name): return "tag donut: \(name)"
        case .city(let name): return "tag city: \(name)"
        }
    }

    @ViewBuilder
    var icon: some View {
        switch self {
        case .title:
            Image(systemName: "tag")
        case .donut:
            Circle()
                .strokeBorder(.pink, lineWidth: 3)
        case .city:
            Image(systemName: "building.2")
        }
    }

    var title: LocalizedStringKey {
        switch self {
        case .title(let string): return string
        case .donut(let name): return LocalizedStringKey(name)
        case .city(let name): return .init(name)
        }
    }

    var label: some View {
        Label {
            Text(title)
        } icon: {
            icon
        }
    }
}

struct SocialFeedPost: Identifiable {
    var id = UUID()
    var favoriteColor: Color
    var message: LocalizedStringKey
    var date: Date
    var tags: [SocialFeedTag]

    static let standardContent: [SocialFeedPost] = [
        SocialFeedPost(favoriteColor: .brown,
                       message: "I can't wait for the Food Truck to make its way to London!",
                       date: .now.addingTimeInterval(-600),
                       tags: [.city("London"), .title("I'm waiting..."), .title("One of these days!")]),
        SocialFeedPost(favoriteColor: .purple,
                       message: "I'm really looking forward to trying the new **chocolate** donuts next time the truck is in town.",
                       date: .now.addingTimeInterval(-90_000),
                       tags: [.donut("Lemon Chocolate"), .title("Chocolate!!!"), .donut("Powdered Chocolate"), .city("San Francisco")]),
        SocialFeedPost(favoriteColor: .orange,
                       message: "Do you think there are any donuts in space?",
                       date: .now.addingTimeInterval(-400_000),
                       tags: [.donut("Cosmos"), .title("Space")]),
    ]
}

struct SocialFeedPostView: View {
    var post: SocialFeedPost

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                Circle()
                    .fill(post.favoriteColor.gradient)
                    .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
                    .padding(6)
                    .overlay {
                        Circle()
                            .strokeBorder(lineWidth: 0.5)
                            .foregroundStyle(.tertiary)
                            .blendMode(colorScheme == .light ? .plusDarker : .plusLighter)
                    }
                    .frame(width: 35, height: 35)

                VStack(alignment: .leading, spacing: 6) {
                    Text(post.message)
                        .font(.title3)

                    (FlowLayout(alignment: .topLeading)) {
                        ForEach(post.tags) { tag in
                            tag.label
                                .labelStyle(.socialFeedTag)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .backgroundStyle(.quaternary.opacity(0.5))

                    Text(dateString)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .listRowInsets(EdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8))
    }

    var dateString: String {
        let day: String = {
            if Calendar.current.isDateInToday(post.date) {
                return String(localized: "Today")
            } else if Calendar.current.isDateInYesterday(post.date) {
                return String(localized: "Yesterday")
            } else {
                return post.date.formatted(date: .abbreviated, time: .omitted)
            }
        }()
        return String(localized: "\(day), \(post.date.formatted(date: .omitted, time: .shortened))")
    }
}

struct SocialFeedPlusMarketingView: View {
    @Binding var storeIsPresented: Bool

    var body: some View {
        Section {
            VStack(alignment: .center, spacing: 5) {
                Text("Get Social Feed+")
                    .font(.title2)
                    .bold()
                Text("The definitive social-feed experience")
                    .font(.subheadline)
                Button {
                    storeIsPresented = true
                } label: {
                    Text("Get Started")
                        .bold()
                        .padding(.vertical, 2)
                }
                .buttonStyle(.borderedProminent)
                .foregroundColor(.accentColor)
                .tint(.white)
                .padding(.top)
            }
            .foregroundColor(.white)
            .padding(10)
            .frame(maxWidth: .infinity)
        }
        .listRowBackground(Rectangle().fill(.indigo.gradient))
    }
}

struct SocialFeedView: View {
    @State private var storeIsPresented = false

    var body: some View {
        List {
            SocialFeedPlusMarketingView(storeIsPresented: $storeIsPresented)
            Section("Posts") {
                ForEach(SocialFeedPost.standardContent) { post in
                    SocialFeedPostView(post: post)
                }
            }
        }
        .navigationTitle("Social Feed")
        .sheet(isPresented: $storeIsPresented) {
            Text("Subscribe to Social Feed+")
                .presentationDetents([.fraction(0.3)])
                .presentationDragIndicator(.visible)
        }
    }
}

#Preview {
    NavigationStack {
        SocialFeedView()
    }
}

#Preview("Tags") {
    (FlowLayout(alignment: .leading, spacing: 8)) {
        ForEach(["SwiftUI", "Layout", "Flow", "Tags", "Chips", "Wrap around", "iOS 17"], id: \.self) { tag in
            Text(tag)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.blue.opacity(0.15), in: Capsule())
        }
    }
    .padding()
}
