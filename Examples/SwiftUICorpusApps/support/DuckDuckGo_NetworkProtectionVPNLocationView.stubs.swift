import SwiftUI

// Stand-ins for app types of duckduckgo/iOS used by the VPN location screen (real ones: DuckDuckGo/
// NetworkProtectionVPNLocationViewModel.swift (an ObservableObject backed by the NetworkProtection package and
// created through an extension initialiser taking the subscription account manager), DuckDuckGo/UserText.swift,
// DuckDuckGo/ViewExtension.swift, LocalPackages/DuckUI/Sources/DuckUI/ViewExtensions/ViewModifyExtension.swift).

// Stand-in for DuckDuckGo's design-system colours (real ones: the DesignResourcesKit package used by duckduckgo/iOS,
// which resolves light/dark asset colours).
enum DesignSystemColor {
    case background, surface, textPrimary, textSecondary, accent
}

extension Color {
    init(designSystemColor: DesignSystemColor) {
        switch designSystemColor {
        case .background: self = Color(red: 0.97, green: 0.97, blue: 0.97)
        case .surface: self = Color.white
        case .textPrimary: self = Color(red: 0.13, green: 0.13, blue: 0.13)
        case .textSecondary: self = Color(red: 0.45, green: 0.45, blue: 0.45)
        case .accent: self = Color(red: 0.22, green: 0.41, blue: 0.94)
        }
    }
}

extension View {
    // Stand-in for the DesignResourcesKit typography helpers.
    func daxBodyRegular() -> some View { self.font(.body) }
    func daxFootnoteRegular() -> some View { self.font(.footnote) }

    // Stand-in for DuckDuckGo/ViewExtension.swift (real one also hides the scroll content background).
    func applyInsetGroupedListStyle() -> some View {
        self.background(Color(designSystemColor: .background))
    }

    // From LocalPackages/DuckUI/Sources/DuckUI/ViewExtensions/ViewModifyExtension.swift.
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

enum UserText {
    static let netPVPNLocationTitle = "VPN Location"
    static let netPPreferredLocationNearest = "Nearest Location"
    static let netPVPNLocationRecommendedSectionTitle = "Recommended"
    static let netPVPNLocationRecommendedSectionFooter = "Automatically connect to the nearest server we can find."
    static let netPVPNLocationAllCountriesSectionTitle = "All Countries"
}

final class AccountManager {}

final class SubscriptionManager {
    let accountManager = AccountManager()
}

final class AppDependencyProvider {
    static let shared = AppDependencyProvider()
    let subscriptionManager = SubscriptionManager()
}

struct NetworkProtectionVPNCityItemModel: Identifiable {
    let id: String?
    let name: String
    let isSelected: Bool
}

struct NetworkProtectionVPNCountryItemModel: Identifiable {
    let emoji: String
    let title: String
    let subtitle: String?
    let isSelected: Bool
    var id: String
    let cityPickerItems: [NetworkProtectionVPNCityItemModel]

    var shouldShowPicker: Bool { cityPickerItems.count > 1 }
}

final class NetworkProtectionVPNLocationViewModel: ObservableObject {
    enum LoadingState {
        case loading
        case loaded(countryItems: [NetworkProtectionVPNCountryItemModel])

        var isLoading: Bool {
            switch self {
            case .loading: return true
            case .loaded: return false
            }
        }
    }

    @Published var state: LoadingState = .loading
    @Published var isNearestSelected = true

    init(accountManager: AccountManager) {}

    func onViewAppeared() async {
        state = .loaded(countryItems: [
            NetworkProtectionVPNCountryItemModel(emoji: "🇺🇸", title: "United States", subtitle: "5 cities", isSelected: false, id: "us",
                                                 cityPickerItems: [.init(id: nil, name: "Nearest", isSelected: true),
                                                                   .init(id: "nyc", name: "New York", isSelected: false)]),
        ])
    }

    func onNearestItemSelection() async {
        isNearestSelected = true
    }

    func onCountryItemSelection(id: String, cityId: String? = nil) async {
        isNearestSelected = false
    }
}
