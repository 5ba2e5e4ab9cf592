import SwiftUI

// Models from mikaelacaron/Basic-Car-Maintenance, Basic-Car-Maintenance/Shared/Models/*.swift, without the Firebase
// @DocumentID property wrapper.

struct Vehicle: Codable, Identifiable, Hashable {
    var id: String?
    var userID: String?
    let name: String
    let make: String
    let model: String
    let year: String?
    let color: String?
    let vin: String?
    let licensePlateNumber: String?

    init(id: String? = nil,
         userID: String? = nil,
         name: String,
         make: String,
         model: String,
         year: String? = nil,
         color: String? = nil,
         vin: String? = nil,
         licensePlateNumber: String? = nil) {
        self.id = id
        self.userID = userID
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.color = color
        self.vin = vin
        self.licensePlateNumber = licensePlateNumber
    }
}

struct OdometerReading: Codable, Identifiable, Hashable {
    var id: String?
    var userID: String?
    let date: Date
    let distance: Int
    let isMetric: Bool
    let vehicleID: String
}

// From Basic-Car-Maintenance/Shared/Utilities/Constants.swift (subset).
enum SFSymbol {
    static let filter = "line.3.horizontal.decrease.circle"
    static let plus = "plus"
    static let trash = "trash"
    static let pencil = "pencil"
    static let magnifyingGlass = "magnifyingglass"
    static let personCircle = "person.circle.fill"
}

// Stand-in for Basic-Car-Maintenance/Shared/Utilities/FirebaseAnalytics+Extension.swift (real one applies
// FirebaseAnalytics' analyticsScreen(name:) through a ViewModifier).
extension View {
    func analyticsView(_ name: String) -> some View {
        self
    }
}

// From Basic-Car-Maintenance/Shared/BasicCarMaintenanceApp.swift and Shared/Models/Action.swift (without the
// UIApplicationShortcutItem initialiser).
enum Action: Equatable {
    case newMaintenance
    case addVehicle
}

@Observable
class ActionService: ObservableObject {
    static let shared = ActionService()
    private(set) var action: Action?
}

// Stand-in for the odometer view model (real one: Shared/Odometer/ViewModels/OdometerViewModel.swift, an
// @Observable class reading and writing Firestore).
@Observable
class OdometerViewModel {
    let userUID: String?

    var readings = [OdometerReading]()
    var showAddErrorAlert = false
    var isShowingAddOdometerReading = false
    var errorMessage: String = ""

    var showEditErrorAlert = false
    var selectedReading: OdometerReading?
    var isShowingEditReadingView = false

    var vehicles = [Vehicle]()

    init(userUID: String?) {
        self.userUID = userUID
    }

    func addReading(_ odometerReading: OdometerReading) throws {
        readings.append(odometerReading)
    }

    func deleteReading(_ reading: OdometerReading) async {
        readings.removeAll { $0 == reading }
    }

    func getOdometerReadings() async {}

    func updateOdometerReading(_ reading: OdometerReading) {
        isShowingEditReadingView = false
    }

    func getVehicles() async {}
}

// Stand-ins for the other odometer screens (real ones: Shared/Odometer/Views/OdometerRowView.swift,
// AddOdometerReadingView.swift, EditOdometerReadingView.swift).
struct OdometerRowView: View {
    let reading: OdometerReading
    let vehicleName: String?

    var body: some View {
        Text("\(vehicleName ?? "No Name"): \(reading.distance)")
    }
}

struct AddOdometerReadingView: View {
    let vehicles: [Vehicle]
    let addTapped: (OdometerReading) -> Void

    var body: some View {
        Text("Add Reading")
    }
}

struct EditOdometerReadingView: View {
    let selectedReading: OdometerReading
    let vehicles: [Vehicle]
    let updateTapped: (OdometerReading) -> Void

    var body: some View {
        Text("Edit Reading")
    }
}
