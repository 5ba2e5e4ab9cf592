import SwiftUI

// App types (Basic-Car-Maintenance Shared/Models/AppIcon.swift, Utilities/Constants.swift,
// Settings/ViewModels/ChooseAppIconViewModel.swift (UIApplication icon switching left out),
// Utilities/FirebaseAnalytics+Extension.swift (Firebase call left out))
enum AppIcon: String, CaseIterable, Identifiable {
    case primary = "AppIcon"
    case carRed = "AppIcon-car-red"
    var id: String { rawValue }
    var description: String { self == .primary ? "Default" : "Red Car" }
    var previewImage: String { self == .primary ? "Preview-appIcon" : "Preview-car-red" }
}

enum SFSymbol {
    static let iPhoneWithApps = "apps.iphone"
    static let checkmarkFill = "checkmark.circle.fill"
    static let circle = "circle"
}

@Observable class ChooseAppIconViewModel {
    private(set) var selectedAppIcon: AppIcon = .primary
    func updateAppIcon(to icon: AppIcon) {
        selectedAppIcon = icon
    }
}

extension View {
    func analyticsView(_ name: String) -> some View {
        self
    }
}
