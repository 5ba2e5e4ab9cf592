import SwiftUI

// Based on Apple's sample "Food Truck: Building a SwiftUI multiplatform app" (WWDC22):
// OrdersView (list on compact width, Table otherwise), OrdersTable, OrderRow, OrderDetailView
// and OrderCompleteView, with minimal Order / Donut / FoodTruckModel types.

struct Donut: Identifiable, Hashable {
    var id: Int
    var name: String
    var color: Color

    static let classic = Donut(id: 0, name: "Classic", color: .brown)
    static let blackRaspberry = Donut(id: 1, name: "Black Raspberry", color: .purple)
    static let superLemon = Donut(id: 2, name: "Super Lemon", color: .yellow)
    static let fireZest = Donut(id: 3, name: "Fire Zest", color: .orange)
}

enum OrderStatus: Int, Codable, Comparable {
    case placed
    case preparing
    case ready
    case completed

    var title: String {
        switch self {
        case .placed: return "Placed"
        case .preparing: return "Preparing"
        case .ready: return "Ready"
        case .completed: return "Completed"
        }
    }

    var buttonTitle: String {
        switch self {
        case .placed: return "Prepare"
        case .preparing: return "Ready"
        case .ready, .completed: return "Complete"
        }
    }

    var iconSystemName: String {
        switch self {
        case .placed: return "paperplane"
        case .preparing: return "timer"
        case .ready: return "checkmark.circle"
        case .completed: return "shippingbox"
        }
    }

    var label: some View {
        Label(title, systemImage: iconSystemName)
    }

    static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct Order: Identifiable, Equatable {
    var id: String
    var status: OrderStatus
    var donuts: [Donut]
    var sales: [Donut.ID: Int]
    var grandTotal: Decimal
    var creationDate: Date

    var totalSales: Int {
        sales.map(\.value).reduce(0, +)
    }

    var isComplete: Bool {
        if case .completed = status { return true }
        return false
    }

    var formattedDate: String {
        let date: String = {
            if Calendar.current.isDateInToday(creationDate) {
                return "Today"
            } else if Calendar.current.isDateInYesterday(creationDate) {
                return "Yesterday"
            } else {
                return creationDate.formatted(date: .numeric, time: .omitted)
            }
        }()
        let time = creationDate.formatted(date: .omitted, time: .shortened)
        return "\(date), \(time)"
    }

    func matches(searchText: String) -> Bool {
        searchText.isEmpty || id.localizedCaseInsensitiveContains(searchText)
    }

    mutating func markAsNextStep(completion: (_ newStatus: OrderStatus) -> Void) {
        switch status {
        case .placed:
            status = .preparing
        case .preparing:
            status = .completed
        default:
            break
        }
        completion(status)
    }

    static let preview = Order(id: "Order#1203", status: .ready, donuts: [.classic],
                               sales: [Donut.classic.id: 1], grandTotal: 4.78, creationDate: .now)
}

final class FoodTruckModel: ObservableObject {
    @Published var orders: [Order] = [
        Order(id: "Order#1203", status: .placed, donuts: [.classic], sales: [0: 1], grandTotal: 4.78, creationDate: .now),
        Order(id: "Order#1204", status: .preparing, donuts: [.blackRaspberry, .classic], sales: [1: 2, 0: 1], grandTotal: 9.12, creationDate: .now.addingTimeInterval(-600)),
        Order(id: "Order#1205", status: .ready, donuts: [.superLemon], sales: [2: 3], grandTotal: 7.50, creationDate: .now.addingTimeInterval(-3_600)),
        Order(id: "Order#1206", status: .completed, donuts: [.fireZest, .superLemon], sales: [3: 1, 2: 1], grandTotal: 5.25, creationDate: .now.addingTimeInterval(-90_000)),
    ]

    func orderBinding(for id: Order.ID) -> Binding<Order> {
        Binding<Order> {
            self.orders.first(where: { $0.id == id })!
        } set: { newValue in
            if let index = self.orders.firstIndex(where: { $0.id == id }) {
                self.orders[index] = newValue
            }
        }
    }

    func markOrderAsCompleted(id: Order.ID) {
        guard let index = orders.firstIndex(where: { $0.id == id }) else { return }
        orders[index].status = .completed
    }
}

struct DonutStackView: View {
    var donuts: [Donut]

    var body: some View {
        ZStack {
            ForEach(Array(donuts.prefix(3).enumerated()), id: \.offset) { index, donut in
                Circle()
                    .strokeBorder(donut.color, lineWidth: 6)
                    .offset(x: CGFloat(index) * 4, y: CGFloat(index) * -4)
            }
        }
    }
}

struct OrderRow: View {
    var order: Order

    var body: some View {
        HStack {
            let iconShape = RoundedRectangle(cornerRadius: 4, style: .continuous)
            DonutStackView(donuts: order.donuts)
                .padding(2)
                .frame(width: 40, height: 40)
                .background(in: iconShape)
                .overlay {
                    iconShape.strokeBorder(.quaternary, lineWidth: 0.5)
                }

            Text(order.id)
        }
    }
}

struct OrdersTable: View {
    @ObservedObject var model: FoodTruckModel
    @State private var sortOrder = [KeyPathComparator(\Order.status, order: .reverse)]
    @Binding var selection: Set<Order.ID>
    @Binding var completedOrder: Order?
    @Binding var searchText: String

    var orders: [Order] {
        model.orders.filter { $0.matches(searchText: searchText) }
            .sorted(using: sortOrder)
    }

    var body: some View {
        Table(selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Order", value: \.id) { order in
                OrderRow(order: order)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .layoutPriority(1)
            }

            TableColumn("Donuts", value: \.totalSales) { order in
                Text(order.totalSales.formatted())
                    .monospacedDigit()
            }

            TableColumn("Status", value: \.status) { order in
                order.status.label
            }

            TableColumn("Date", value: \.creationDate) { order in
                Text(order.formattedDate)
            }

            TableColumn("Details") { order in
                Menu {
                    NavigationLink(value: order.id) {
                        Label("View Details", systemImage: "list.bullet.below.rectangle")
                    }

                    if !order.isComplete {
                        Section {
                            Button {
                                model.markOrderAsCompleted(id: order.id)
                                completedOrder = order
                            } label: {
                                Label("Complete Order", systemImage: "checkmark")
                            }
                        }
                    }
                } label: {
                    Label("Details", systemImage: "ellipsis.circle")
                        .labelStyle(.iconOnly)
                        .contentShape(Rectangle())
                }
                .menuStyle(.borderlessButton)
                .menuIndicator(.hidden)
                .fixedSize()
                .foregroundColor(.secondary)
            }
            .width(60)
        } rows: {
            Section {
                ForEach(orders) { order in
                    TableRow(order)
                }
            }
        }
    }
}

struct OrderCompleteView: View {
    var order: Order

    @AppStorage("versionPromptedForReview") private var versionPromptedForReview: String?
    @State private var boxClosed = false
    @State private var boxBounce = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Image(systemName: boxClosed ? "shippingbox.fill" : "shippingbox")
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(.brown.gradient)
                    .offset(y: boxBounce ? 15 : 0)
                    .frame(maxWidth: 300)
                    .onTapGesture {
                        Task { @MainActor in
                            await toggleBoxAnimation()
                        }
                    }

                Text("\(order.id) completed!")
                    .font(.headline)
                HStack(spacing: 4) {
                    Text("\(order.totalSales.formatted()) donuts")
                    Text("•")
                    Text(Date.now.formatted(date: .omitted, time: .shortened))
                }
                .foregroundStyle(.secondary)
            }
            .padding()
            .task { @MainActor in
                try? await Task.sleep(for: .seconds(0.75))
                await toggleBoxAnimation()
            }
            .navigationTitle(order.id)
            .toolbar {
                ToolbarItemGroup(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
        }
    }

    func toggleBoxAnimation() async {
        withAnimation(.spring(response: 0.35, dampingFraction: 1)) {
            boxClosed.toggle()
        }
        if boxClosed {
            try? await Task.sleep(for: .milliseconds(150))
            withAnimation(.spring()) {
                boxBounce = true
            }
            try? await Task.sleep(for: .milliseconds(150))
            withAnimation(.spring()) {
                boxBounce = false
            }
        }
    }
}

struct OrderDetailView: View {
    @Binding var order: Order
    @State private var presentingCompletionSheet = false

    var body: some View {
        List {
            Section("Status") {
                HStack {
                    Text(order.status.title)
                    Spacer()
                    Image(systemName: order.status.iconSystemName)
                        .foregroundColor(.secondary)
                }

                HStack {
                    Text("Order Started")
                    Spacer()
                    Text(order.formattedDate)
                        .foregroundColor(.secondary)
                }

                LabeledContent("Total", value: order.grandTotal, format: .currency(code: "USD"))
            }

            Section("Donuts") {
                ForEach(order.donuts) { donut in
                    Label {
                        Text(donut.name)
                    } icon: {
                        DonutStackView(donuts: [donut])
                    }
                    .badge(order.sales[donut.id] ?? 0)
                }
            }

            Text("Total Donuts")
                .badge(order.totalSales)
        }
        .navigationTitle(order.id)
        .sheet(isPresented: $presentingCompletionSheet) {
            OrderCompleteView(order: order)
        }
        .onChange(of: order.status) { _, status in
            if status == .completed {
                presentingCompletionSheet = true
            }
        }
        .toolbar {
            ToolbarItemGroup {
                Button {
                    order.markAsNextStep { status in
                        print("Order is now \(status.title)")
                    }
                } label: {
                    Label(order.status.buttonTitle, systemImage: order.status.iconSystemName)
                        .symbolVariant(order.isComplete ? .fill : .none)
                }
                .labelStyle(.iconOnly)
                .disabled(order.isComplete)
            }
        }
    }
}

struct OrdersView: View {
    @ObservedObject var model: FoodTruckModel

    @State private var sortOrder = [KeyPathComparator(\Order.status, order: .reverse)]
    @State private var searchText = ""
    @State private var selection: Set<Order.ID> = []
    @State private var completedOrder: Order?

    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.editMode) private var editMode

    var displayAsList: Bool {
        sizeClass == .compact
    }

    var orders: [Order] {
        model.orders.filter { $0.matches(searchText: searchText) }
            .sorted(using: sortOrder)
    }

    var orderSections: [OrderStatus: [Order]] {
        var result: [OrderStatus: [Order]] = [:]
        orders.forEach { order in
            result[order.status, default: []].append(order)
        }
        return result
    }

    var body: some View {
        ZStack {
            if displayAsList {
                list
            } else {
                OrdersTable(model: model, selection: $selection, completedOrder: $completedOrder, searchText: $searchText)
                    .tableStyle(.inset)
            }
        }
        .navigationTitle("Orders")
        .navigationDestination(for: Order.ID.self) { id in
            OrderDetailView(order: model.orderBinding(for: id))
        }
        .toolbar {
            if !displayAsList {
                toolbarButtons
            }
        }
        .searchable(text: $searchText)
        .sheet(item: $completedOrder) { order in
            OrderCompleteView(order: order)
        }
    }

    var list: some View {
        List {
            if let orders = orderSections[.placed] {
                Section("New") {
                    orderRows(orders)
                }
            }
            if let orders = orderSections[.preparing] {
                Section("Preparing") {
                    orderRows(orders)
                }
            }
            if let orders = orderSections[.ready] {
                Section("Ready") {
                    orderRows(orders)
                }
            }
            if let orders = orderSections[.completed] {
                Section("Completed") {
                    orderRows(orders)
                }
            }
        }
        .headerProminence(.increased)
    }

    func orderRows(_ orders: [Order]) -> some View {
        ForEach(orders) { order in
            NavigationLink(value: order.id) {
                OrderRow(order: order)
                    .badge(order.totalSales)
            }
        }
    }

    @ViewBuilder
    var toolbarButtons: some View {
        NavigationLink(value: selection.first) {
            Label("View Details", systemImage: "list.bullet.below.rectangle")
        }
        .disabled(selection.isEmpty)

        Button {
            for orderID in selection {
                model.markOrderAsCompleted(id: orderID)
            }
            if let orderID = selection.first {
                completedOrder = model.orderBinding(for: orderID).wrappedValue
            }
        } label: {
            Label("Complete", systemImage: "checkmark.circle")
        }
        .disabled(selection.isEmpty)

        if editMode?.wrappedValue.isEditing == false {
            Button("Select") {
                editMode?.wrappedValue = .active
            }
        } else {
            EditButton()
        }
    }
}

#Preview {
    NavigationStack {
        OrdersView(model: FoodTruckModel())
    }
}

#Preview("Detail") {
    NavigationStack {
        OrderDetailView(order: .constant(.preview))
    }
}
