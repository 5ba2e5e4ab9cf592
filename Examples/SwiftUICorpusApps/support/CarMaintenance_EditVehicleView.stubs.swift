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

// Stand-in for Basic-Car-Maintenance/Shared/Utilities/FirebaseAnalytics+Extension.swift (real one applies
// FirebaseAnalytics' analyticsScreen(name:) through a ViewModifier).
extension View {
    func analyticsView(_ name: String) -> some View {
        self
    }
}

// Stand-ins for the settings view models (real ones: Shared/Settings/ViewModels/SettingsViewModel.swift and
// AuthenticationViewModel.swift, @Observable classes talking to Firebase Auth/Firestore and the GitHub API).
@Observable
final class AuthenticationViewModel {
    var email = ""
    var password = ""
}

@Observable
final class SettingsViewModel {
    let authenticationViewModel: AuthenticationViewModel

    var contributors: [Contributor]?
    var vehicles = [Vehicle]()
    var errorMessage: String = ""
    var showErrorAlert = false

    var sortedContributors: [Contributor] {
        (contributors ?? []).sorted { $0.contributions > $1.contributions }
    }

    init(authenticationViewModel: AuthenticationViewModel) {
        self.authenticationViewModel = authenticationViewModel
    }

    func getContributors() async {
        contributors = [
            Contributor(login: "mikaelacaron", id: 1, nodeID: "MDQ6VXNlcjE=", avatarURL: "https://avatars.githubusercontent.com/u/22946902?v=4",
                        url: "https://api.github.com/users/mikaelacaron", htmlURL: "https://github.com/mikaelacaron", contributions: 100),
        ]
    }

    func updateVehicle(_ vehicle: Vehicle) async {
        if let index = vehicles.firstIndex(where: { $0.id == vehicle.id }) {
            vehicles[index] = vehicle
        }
    }
}

// From Basic-Car-Maintenance/Shared/Models/Contributor.swift.
struct Contributor: Codable, Hashable, Identifiable {
    let login: String
    let id: Int
    let nodeID: String
    let avatarURL: String
    let url: String
    let htmlURL: String
    let contributions: Int
}
