import SwiftUI

final class ShopVM: ObservableObject {}

struct LibraryView: View { var body: some View { EmptyView() } }
struct SearchableMap: View { var body: some View { EmptyView() } }
struct ShopView: View {
    @ObservedObject var viewModel: ShopVM
    var body: some View { EmptyView() }
}
