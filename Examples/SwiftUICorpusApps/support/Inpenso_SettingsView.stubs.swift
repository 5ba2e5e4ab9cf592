import SwiftUI

enum Category: String, CaseIterable, Codable {
    case food, eatingOut, rent, shopping, entertainment, transportation, utilities, subscriptions, healthcare, education, others

    var displayName: String { rawValue }
    var color: Color { .green }
    var icon: String { "cart" }
}


enum AppTheme: String, CaseIterable, Identifiable {
    case light, dark, system
    var id: String { rawValue }
    var displayName: String { rawValue.capitalized }
}

let availableCurrencies: [(code: String, symbol: String, name: String)] = [
    ("USD", "$", "US Dollar")
]

class SettingsViewModel: ObservableObject {
    @Published var selectedCurrency: String = "USD"
    @Published var defaultCategory: Category = .food
    @Published var selectedTheme: AppTheme = .system
    func exportData() -> URL? { nil }
    func importData(from url: URL) -> Bool { true }
    func resetAllData() {}
    static func getAppCurrency() -> String { "USD" }
}
