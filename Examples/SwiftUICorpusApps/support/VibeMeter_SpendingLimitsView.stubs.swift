import SwiftUI

// Minimal stand-ins for VibeMeter's own types (not SwiftUI API).

@MainActor
protocol SettingsManagerProtocol: AnyObject {
    var warningLimitUSD: Double { get set }
    var upperLimitUSD: Double { get set }
}

@MainActor
final class MockSettingsManager: SettingsManagerProtocol {
    var warningLimitUSD: Double = 200
    var upperLimitUSD: Double = 1000
}

@MainActor @Observable
final class MultiProviderUserSessionData {}

@MainActor @Observable
final class CurrencyData {
    var selectedCode = "USD"
    var selectedSymbol = "$"
    var isUSD: Bool { selectedCode == "USD" }
    func convertAmount(_ amount: Double, from: String, to: String) -> Double? { amount }
}

@MainActor
enum PreviewData {
    static func mockUserSession() -> MultiProviderUserSessionData { MultiProviderUserSessionData() }
    static func mockCurrencyData() -> CurrencyData { CurrencyData() }
}
