import SwiftUI

enum OrderFilter: String, CaseIterable, Identifiable {
    case all, open, shipped, delivered

    var id: Self { self }

    var title: String {
        rawValue.capitalized
    }
}

struct Order: Identifiable {
    let id = UUID()
    let number: Int
    let status: OrderFilter
}

struct OrderListView: View {
    @State private var filter: OrderFilter = .all
    @State private var orders: [Order] = [
        Order(number: 1001, status: .open),
        Order(number: 1002, status: .shipped),
        Order(number: 1003, status: .delivered),
        Order(number: 1004, status: .open),
    ]

    private var visibleOrders: [Order] {
        filter == .all ? orders : orders.filter { $0.status == filter }
    }

    var body: some View {
        VStack(spacing: 12) {
            Picker("Filter", selection: $filter) {
                ForEach(OrderFilter.allCases) { filter in
                    Text(filter.title).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 16)

            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(visibleOrders) { order in
                        HStack {
                            Text("Order #\(order.number)")
                                .font(.body.weight(.medium))
                            Spacer()
                            Text(order.status.title)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                    }
                }
                .padding(.horizontal, 16)
            }
        }
        .onChange(of: filter) { oldValue, newValue in
            print("Filter changed from \(oldValue) to \(newValue)")
        }
    }
}

struct SortMenu: View {
    enum SortOrder: String, CaseIterable, Identifiable {
        case newest = "Newest"
        case oldest = "Oldest"
        var id: String { rawValue }
    }

    @State private var sortOrder: SortOrder = .newest

    var body: some View {
        Picker("Sort", selection: $sortOrder) {
            ForEach(SortOrder.allCases) { order in
                Text(order.rawValue).tag(order)
            }
        }
        .pickerStyle(.menu)
    }
}

#Preview {
    OrderListView()
}

#Preview("Sort menu") {
    SortMenu()
}
