import SwiftUI

// App types (Maccy Observables/FooterItem.swift, Extensions/View+ButtonAction.swift), reduced
@Observable
class FooterItem: Identifiable {
    struct Confirmation {
        var message: LocalizedStringKey
        var comment: LocalizedStringKey
        var confirm: LocalizedStringKey
        var cancel: LocalizedStringKey
    }
    let id = UUID()
    var title: String
    var confirmation: Confirmation?
    var showConfirmation: Bool = false
    var suppressConfirmation: Binding<Bool>?
    var action: () -> Void

    init(title: String, confirmation: Confirmation? = nil, suppressConfirmation: Binding<Bool>? = nil, action: @escaping () -> Void) {
        self.title = title
        self.confirmation = confirmation
        self.suppressConfirmation = suppressConfirmation
        self.action = action
    }
}

extension View {
    func buttonAction(_ action: @escaping () -> Void) -> some View {
        onTapGesture(perform: action)
    }
}
