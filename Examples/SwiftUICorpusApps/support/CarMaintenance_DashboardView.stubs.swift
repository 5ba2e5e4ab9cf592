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

struct MaintenanceEvent: Codable, Identifiable, Hashable {
    var id: String?
    var userID: String?

    let vehicleID: String
    let title: String
    let date: Date
    let notes: String
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

// Stand-in for the dashboard view model (real one: Shared/Dashboard/ViewModels/DashboardViewModel.swift, an
// @Observable class reading and writing Firestore). SortOption.label is a LocalizedStringResource in the app; it is a
// String here because LocalizedStringResource is not in Foundation on Linux.
@Observable
class DashboardViewModel {
    let userUID: String?

    var events = [MaintenanceEvent]()
    var showAddErrorAlert = false
    var showErrorAlert = false
    var isShowingAddMaintenanceEvent = false
    var errorMessage: String = ""
    var sortOption: SortOption = .custom
    var vehicles = [Vehicle]()
    var searchText: String = ""
    var isLoading = false

    var sortedEvents: [MaintenanceEvent] {
        switch sortOption {
        case .oldestToNewest: events.sorted { $0.date < $1.date }
        case .newestToOldest: events.sorted { $0.date > $1.date }
        case .custom: events
        }
    }

    var searchedEvents: [MaintenanceEvent] {
        if searchText.isEmpty {
            sortedEvents
        } else {
            sortedEvents.filter { $0.title.lowercased().contains(searchText.lowercased()) }
        }
    }

    init(userUID: String?) {
        self.userUID = userUID
    }

    func addEvent(_ maintenanceEvent: MaintenanceEvent) {
        events.append(maintenanceEvent)
        isShowingAddMaintenanceEvent = false
    }

    func getMaintenanceEvents() async {}

    func updateEvent(_ maintenanceEvent: MaintenanceEvent) async {}

    func deleteEvent(_ event: MaintenanceEvent) async {
        events.removeAll { $0 == event }
    }

    func getVehicles() async {}

    enum SortOption: Int, CaseIterable, Identifiable {
        case oldestToNewest = 0
        case newestToOldest = 1
        case custom = 2

        var id: Int { rawValue }

        var label: String {
            switch self {
            case .oldestToNewest: "Oldest to Newest"
            case .newestToOldest: "Newest to Oldest"
            case .custom: "Custom"
            }
        }
    }
}

// Stand-ins for the other screens (real ones: Shared/Dashboard/Views/EditEventDetailView.swift and AddMaintenanceView.swift).
struct EditMaintenanceEventView: View {
    @Binding var selectedEvent: MaintenanceEvent?
    var viewModel: DashboardViewModel

    var body: some View {
        Text(selectedEvent?.title ?? "")
    }
}

struct AddMaintenanceView: View {
    let vehicles: [Vehicle]
    let addTapped: (MaintenanceEvent) -> Void

    var body: some View {
        Text("Add Maintenance")
    }
}
