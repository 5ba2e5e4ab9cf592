import SwiftUI

// App types (Xcodes Backend/AppState.swift, Frontend/Common/ProgressButton.swift; LegibleError package)
enum XcodesSheet: Identifiable {
    case signIn
    var id: Int { 0 }
}

class AppState: ObservableObject {
    @Published var presentedSheet: XcodesSheet? = nil
    @Published var isProcessingAuthRequest = false
    @Published var authError: Error?
    func signIn(username: String, password: String?) {}
}

extension Error {
    var legibleLocalizedDescription: String { localizedDescription }
}

struct ProgressButton<Label: View>: View {
    let isInProgress: Bool
    let action: () -> Void
    let label: () -> Label

    init(isInProgress: Bool, action: @escaping () -> Void, @ViewBuilder label: @escaping () -> Label) {
        self.isInProgress = isInProgress
        self.action = action
        self.label = label
    }

    var body: some View {
        Button(action: action) { label() }
    }
}
