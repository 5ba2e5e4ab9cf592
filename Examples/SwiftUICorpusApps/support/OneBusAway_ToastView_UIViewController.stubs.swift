import SwiftUI

// Stand-ins for OneBusAway/onebusaway-ios, OBAKit/ToastMessageBar/ToastModel.swift (`Toast`, copied
// without its icon/colour helpers), ToastManager.swift (`ToastManager`, reduced) and View/ToastView.swift.
public struct Toast: Equatable {
    let message: String
    let type: ToastType
    let duration: TimeInterval

    public enum ToastType {
        case success
        case error
    }
}

class ToastManager: ObservableObject {
    @Published var toast: Toast?
    @Published var isShowing: Bool = false

    init() {}

    func showSuccess(_ message: String, duration: TimeInterval = 3.0) {
        toast = Toast(message: message, type: .success, duration: duration)
        isShowing = true
    }

    func showError(_ message: String, duration: TimeInterval = 3.0) {
        toast = Toast(message: message, type: .error, duration: duration)
        isShowing = true
    }
}

struct ToastView: View {
    let toast: Toast

    var body: some View {
        Text(toast.message)
    }
}
