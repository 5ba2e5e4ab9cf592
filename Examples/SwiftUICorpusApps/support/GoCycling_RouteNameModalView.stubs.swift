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


final class BikeRide {
    var cyclingRouteName = ""
    var cyclingLatitudes: [Double] = []
    var cyclingLongitudes: [Double] = []
    var cyclingSpeeds: [Double] = []
    var cyclingDistance: Double = 0
    var cyclingElevations: [Double] = []
    var cyclingStartTime = Date()
    var cyclingTime: Double = 0
}

final class RouteNamingViewModel: ObservableObject {
    @Published var routeNames: [String] = []
    @Published var allBikeRides: [BikeRide] = []
}

struct PersistenceController {
    static let shared = PersistenceController()
    func updateBikeRideRouteName(existingBikeRide: BikeRide, latitudes: [Double], longitudes: [Double], speeds: [Double], distance: Double, elevations: [Double], startTime: Date, time: Double, routeName: String) {}
}