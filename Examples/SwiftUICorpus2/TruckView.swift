import SwiftUI

// Based on Apple's sample "Food Truck" (WWDC22): TruckView's card grid (Grid/GridRow switched by
// WidthThresholdReader), CardNavigationHeader with its LabelStyle, TruckOrdersCard with the
// HeroSquareTilingLayout custom Layout, and a simple weather card.

enum Panel: Hashable {
    case truck
    case orders
    case socialFeed
    case donuts
}

enum TruckCardHeaderNavigation {
    case navigationLink
    case selection(Binding<Panel?>)
}

struct Order: Identifiable, Equatable {
    var id: String
    var color: Color
    var totalSales: Int
}

struct WidthThresholdProxy: Equatable {
    var width: Double
    var isCompact: Bool
}

struct WidthThresholdReader<Content: View>: View {
    var widthThreshold: Double = 400
    var dynamicTypeThreshold: DynamicTypeSize = .xxLarge
    @ViewBuilder var content: (WidthThresholdProxy) -> Content

    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var dynamicType

    var body: some View {
        GeometryReader { geometryProxy in
            let compressionProxy = WidthThresholdProxy(
                width: geometryProxy.size.width,
                isCompact: isCompact(width: geometryProxy.size.width)
            )
            content(compressionProxy)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    func isCompact(width: Double) -> Bool {
        if sizeClass == .compact {
            return true
        }
        if dynamicType >= dynamicTypeThreshold {
            return true
        }
        return width < widthThreshold
    }
}

struct CardNavigationHeaderLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            configuration.icon
                .foregroundStyle(.secondary)

            configuration.title

            Image(systemName: "chevron.forward")
                .foregroundStyle(.tertiary)
                .fontWeight(.semibold)
                .imageScale(.small)
                .padding(.leading, 2)
        }
        .font(.headline)
        .imageScale(.large)
        .foregroundColor(.accentColor)
    }
}

extension LabelStyle where Self == CardNavigationHeaderLabelStyle {
    static var cardNavigationHeader: CardNavigationHeaderLabelStyle {
        CardNavigationHeaderLabelStyle()
    }
}

struct CardNavigationHeader<Label: View>: View {
    var panel: Panel
    var navigation: TruckCardHeaderNavigation
    @ViewBuilder var label: Label

    var body: some View {
        HStack {
            switch navigation {
            case .navigationLink:
                NavigationLink(value: panel) {
                    label
                }
            case .selection(let selection):
                Button {
                    selection.wrappedValue = panel
                } label: {
                    label
                }
            }

            Spacer()
        }
        .buttonStyle(.borderless)
        .labelStyle(.cardNavigationHeader)
    }
}

struct HeroSquareTilingLayout: Layout {
    var spacing: Double

    init() {
        self.spacing = 10
    }

    init(spacing: Double = 10) {
        self.spacing = spacing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
        let heroLength = min((size.width - spacing) * 0.5, size.height)
        let boundsWidth = heroLength * 2 + spacing
        return CGSize(width: boundsWidth, height: heroLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let heroLength = min((bounds.width - spacing) * 0.5, bounds.height)
        let boundsWidth = heroLength * 2 + spacing
        let halfRectSize = CGSize(width: heroLength, height: heroLength)
        let heroOrigin = CGPoint(
            x: bounds.origin.x + ((bounds.width - boundsWidth) * 0.5),
            y: bounds.origin.y + ((bounds.height - heroLength) * 0.5)
        )
        let tileLength = (heroLength - 10) * 0.5

        let tilesOrigin = CGPoint(x: heroOrigin.x + heroLength + spacing, y: heroOrigin.y)
        let tilesRect = CGRect(origin: tilesOrigin, size: halfRectSize)

        for index in subviews.indices {
            if index == 0 {
                subviews[index].place(
                    at: heroOrigin,
                    anchor: .topLeading,
                    proposal: ProposedViewSize(halfRectSize)
                )
            } else {
                let tileIndex = index - 1
                let xPos: Double = tileIndex % 2 == 0 ? 0 : 1
                let yPos: Double = tileIndex < 2 ? 0 : 1
                let point = CGPoint(
                    x: tilesRect.minX + (xPos * tilesRect.width),
                    y: tilesRect.minY + (yPos * tilesRect.height)
                )
                subviews[index].place(
                    at: point,
                    anchor: UnitPoint(x: xPos, y: yPos),
                    proposal: ProposedViewSize(width: tileLength, height: tileLength)
                )
            }
        }
    }
}

struct TruckOrdersCard: View {
    var orders: [Order]
    var navigation: TruckCardHeaderNavigation = .navigationLink

    @State private var pulseOrderText = false

    var body: some View {
        VStack(alignment: .leading) {
            CardNavigationHeader(panel: .orders, navigation: navigation) {
                Label("New Orders", systemImage: "shippingbox")
            }

            (HeroSquareTilingLayout()) {
                ForEach(orders.reversed().prefix(5)) { order in
                    let iconShape = RoundedRectangle(cornerRadius: 10, style: .continuous)
                    Circle()
                        .strokeBorder(order.color, lineWidth: 8)
                        .padding(6)
                        .background(.quaternary.opacity(0.5), in: iconShape)
                        .overlay {
                            iconShape.strokeBorder(.quaternary, lineWidth: 0.5)
                        }
                        .transition(
                            .asymmetric(
                                insertion: .offset(x: -100).combined(with: .opacity),
                                removal: .scale.combined(with: .opacity)
                            )
                        )
                }
                .aspectRatio(1, contentMode: .fit)
            }
            .aspectRatio(2, contentMode: .fit)
            .frame(maxWidth: .infinity, maxHeight: 250)

            if let order = orders.last {
                HStack {
                    Text(order.id)
                    Image(systemName: "circle.circle")
                    Text(order.totalSales.formatted())
                }
                .frame(maxWidth: .infinity)
                .foregroundStyle(pulseOrderText ? .primary : .secondary)
                .fontWeight(pulseOrderText ? .bold : .regular)
                .contentTransition(.interpolate)
            }
        }
        .padding(10)
        .clipShape(ContainerRelativeShape())
        .background()
        .onChange(of: orders.last) {
            Task {
                try await Task.sleep(for: .milliseconds(100))
                withAnimation(.spring(response: 0.25, dampingFraction: 1)) {
                    pulseOrderText = true
                }
                try await Task.sleep(for: .seconds(1))
                withAnimation(.spring(response: 0.25, dampingFraction: 1)) {
                    pulseOrderText = false
                }
            }
        }
    }
}

struct TruckWeatherCard: View {
    var navigation: TruckCardHeaderNavigation = .navigationLink
    var temperature = Measurement(value: 21, unit: UnitTemperature.celsius)

    var body: some View {
        VStack(alignment: .leading) {
            CardNavigationHeader(panel: .truck, navigation: navigation) {
                Label("Forecast", systemImage: "cloud.sun")
            }
            HStack {
                Image(systemName: "sun.max")
                    .symbolRenderingMode(.multicolor)
                    .font(.largeTitle)
                VStack(alignment: .leading) {
                    Text("Partly Cloudy")
                        .font(.headline)
                    Text("No chance of rain today")
                        .foregroundStyle(.secondary)
                        .font(.subheadline)
                }
            }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            Spacer()
        }
        .padding(10)
        .background()
    }
}

struct TruckView: View {
    @State private var orders: [Order] = [
        Order(id: "Order#1201", color: .pink, totalSales: 3),
        Order(id: "Order#1202", color: .brown, totalSales: 1),
        Order(id: "Order#1203", color: .purple, totalSales: 6),
        Order(id: "Order#1204", color: .yellow, totalSales: 2),
    ]
    @Binding var navigationSelection: Panel?
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        WidthThresholdReader(widthThreshold: 520) { proxy in
            ScrollView(.vertical) {
                VStack(spacing: 16) {
                    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                        if proxy.isCompact {
                            ordersCard
                            weatherCard
                        } else {
                            GridRow {
                                ordersCard
                                weatherCard
                            }
                            GridRow {
                                Text("Donuts")
                                    .gridCellColumns(2)
                                    .frame(maxWidth: .infinity, minHeight: 80)
                                    .background()
                            }
                        }
                    }
                    .containerShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                    .fixedSize(horizontal: false, vertical: true)
                    .padding([.horizontal, .bottom], 16)
                    .frame(maxWidth: 1200)
                }
            }
        }
        .background(.quaternary.opacity(0.5))
        .background()
        .navigationTitle("Truck")
        .navigationDestination(for: Panel.self) { panel in
            switch panel {
            case .orders:
                List(orders) { order in
                    Text(order.id)
                }
            default:
                Text("Coming soon")
            }
        }
        .toolbar {
            Button("New Order", systemImage: "plus") {
                withAnimation {
                    orders.append(Order(id: "Order#\(1201 + orders.count)", color: .orange, totalSales: 1))
                }
            }
        }
    }

    var ordersCard: some View {
        TruckOrdersCard(orders: orders, navigation: cardNavigation)
    }

    var weatherCard: some View {
        TruckWeatherCard(navigation: cardNavigation)
    }

    var cardNavigation: TruckCardHeaderNavigation {
        if sizeClass == .compact {
            return .navigationLink
        } else {
            return .selection($navigationSelection)
        }
    }
}

#Preview {
    NavigationStack {
        TruckView(navigationSelection: .constant(.truck))
    }
}

#Preview("Width threshold") {
    VStack(spacing: 40) {
        WidthThresholdReader { proxy in
            Label {
                Text("Standard")
            } icon: {
                Image(systemName: proxy.isCompact ? "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill" : "checkmark.circle")
                    .foregroundStyle(proxy.isCompact ? .red : .secondary)
            }
        }
        .border(.quaternary)

        WidthThresholdReader { proxy in
            Text(proxy.isCompact ? "Compact" : "Regular")
        }
        .frame(width: 200)
        .border(.quaternary)
        .dynamicTypeSize(.xxxLarge)
        .environment(\.horizontalSizeClass, .regular)
    }
}
