import SwiftUI

// Minimal stand-ins for CotEditor's own types (not SwiftUI API).

@Observable final class SyntaxObject {
    struct Item<Value: Sendable & Equatable>: Equatable, Identifiable {
        let id = UUID()
        var value: Value
    }
    typealias KeyString = Item<String>
}

struct AddRemoveButton<Item: Identifiable>: View {
    @Binding private var items: [Item]
    @Binding private var selection: Set<Item.ID>
    private var newItem: () -> Item
    private var completion: @MainActor (Item) -> Void

    init(_ items: Binding<[Item]>, selection: Binding<Set<Item.ID>>, newItem: @autoclosure @escaping () -> Item, completion: @escaping @MainActor (Item) -> Void = { _ in }) {
        self._items = items
        self._selection = selection
        self.newItem = newItem
        self.completion = completion
    }
    var body: some View { EmptyView() }
}

// CotEditor's key strings start empty (`Item()`).
extension SyntaxObject.Item where Value == String {
    init() { self.init(value: "") }
}
