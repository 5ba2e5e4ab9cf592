import SwiftUI

// Minimal stand-ins for VibeMeter's own types (not SwiftUI API).

enum ServiceProvider: String, Identifiable, CaseIterable {
    case cursor, claude
    var id: String { rawValue }
}

@MainActor
protocol SettingsManagerProtocol: AnyObject {}

@MainActor
final class SettingsManager: SettingsManagerProtocol {}

@MainActor
final class MockSettingsManager: SettingsManagerProtocol {}

@MainActor @Observable
final class MultiProviderUserSessionData {
    func handleLoginSuccess(for provider: ServiceProvider, email: String, teamName: String?, teamId: Int?) {}
}

@MainActor
final class ProviderFactory {
    init(settingsManager: any SettingsManagerProtocol) {}
}

@MainActor @Observable
final class MultiProviderLoginManager {
    init(providerFactory: ProviderFactory) {}
}

@MainActor @Observable
final class MultiProviderDataOrchestrator {}

struct GeneralSettingsView: View {
    let settingsManager: SettingsManager
    var body: some View { EmptyView() }
}

struct ProvidersSettingsView: View {
    let settingsManager: any SettingsManagerProtocol
    let userSessionData: MultiProviderUserSessionData
    let loginManager: MultiProviderLoginManager
    let orchestrator: MultiProviderDataOrchestrator?
    @Binding var showingProviderDetail: ServiceProvider?
    var body: some View { EmptyView() }
}

struct SpendingLimitsView: View {
    let settingsManager: any SettingsManagerProtocol
    let userSessionData: MultiProviderUserSessionData
    var body: some View { EmptyView() }
}

struct AdvancedSettingsView: View {
    let settingsManager: SettingsManager
    var body: some View { EmptyView() }
}

struct AboutView: View {
    let orchestrator: MultiProviderDataOrchestrator?
    var body: some View { EmptyView() }
}

struct ProviderDetailView: View {
    let provider: ServiceProvider
    let settingsManager: any SettingsManagerProtocol
    let userSessionData: MultiProviderUserSessionData
    let loginManager: MultiProviderLoginManager
    var body: some View { EmptyView() }
}
