import SwiftUI

struct CartItem: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var price: Double
    var quantity: Int
}

final class CartStore: ObservableObject {
    @Published var items: [CartItem] = []
    @Published var promoCode = ""

    var total: Double {
        items.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    func add(_ name: String, price: Double) {
        items.append(CartItem(name: name, price: price, quantity: 1))
    }

    func remove(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

struct CartRow: View {
    @ObservedObject var store: CartStore
    let item: CartItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                Text("\(item.quantity) × \(item.price, specifier: "%.2f")")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                if let index = store.items.firstIndex(of: item) {
                    store.items[index].quantity += 1
                }
            } label: {
                Image(systemName: "plus.circle")
            }
            .buttonStyle(.borderless)
        }
    }
}

struct CartTotalFooter: View {
    @EnvironmentObject var store: CartStore

    var body: some View {
        HStack {
            Text("Total")
                .font(.headline)
            Spacer()
            Text(store.total, format: .currency(code: "USD"))
                .font(.headline).bold()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(.thinMaterial)
    }
}

struct CartView: View {
    @StateObject private var store = CartStore()

    var body: some View {
        VStack(spacing: 0) {
            List {
                ForEach(store.items) { item in
                    CartRow(store: store, item: item)
                }
                .onDelete(perform: store.remove)
            }
            CartTotalFooter()
        }
        .environmentObject(store)
        .onAppear {
            if store.items.isEmpty {
                store.add("Notebook", price: 4.99)
                store.add("Fountain Pen", price: 24.0)
            }
        }
    }
}

#Preview {
    CartView()
}
