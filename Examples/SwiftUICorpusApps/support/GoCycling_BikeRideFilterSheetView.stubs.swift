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


final class BikeRideStorage: ObservableObject {}

struct Category {
    var name: String
    var number: Int
}