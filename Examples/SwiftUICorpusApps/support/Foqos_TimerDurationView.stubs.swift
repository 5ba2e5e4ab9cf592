import SwiftUI

// Minimal stand-ins for Foqos's own types (not SwiftUI API).

@MainActor
class ThemeManager: ObservableObject {
    var themeColor: Color { .purple }
}

struct StrategyTimerData: Codable {
    var durationInMinutes: Int
    var hideStopButton: Bool
}

struct ActionButton: View {
    init(title: String, backgroundColor: Color? = nil, iconName: String? = nil, iconColor: Color? = nil,
         isLoading: Bool = false, isDisabled: Bool = false, action: @escaping () -> Void) {}
    var body: some View { EmptyView() }
}
