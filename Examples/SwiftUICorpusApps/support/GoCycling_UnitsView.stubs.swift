import SwiftUI

enum TelemetryTab { case Cycle, History, Statistics, Settings }
enum TelemetryCyclingAction { case Save, NewSave, ExistingSave, FilterApply }
enum TelemetrySettingsSection { case Metrics }
enum TelemetrySettingsAction { case Units, MetricsOnMap }

final class TelemetryManager: Sendable {
    static let sharedTelemetryManager = TelemetryManager()
    func sendCyclingSignal(tab: TelemetryTab, action: TelemetryCyclingAction) {}
    func sendSettingsSignal(section: TelemetrySettingsSection, action: TelemetrySettingsAction) {}
}


struct PersistenceController {
    static let shared = PersistenceController()
}

enum UnitsChoice: String { case imperial, metric }
enum MapTypeChoice: String, CaseIterable { case standard = "Standard", hybrid = "Hybrid", satellite = "Satellite" }
enum CustomizablePreferences { case metric, displayingMetrics, mapTypeChoice }

final class Preferences: ObservableObject {
    var metricsChoiceConverted: UnitsChoice = .metric
    var displayingMetrics = true
    var mapTypeChoiceConverted: MapTypeChoice = .standard
    func updateBoolPreference(preference: CustomizablePreferences, value: Bool) {}
    func updateStringPreference(preference: CustomizablePreferences, value: String) {}
}