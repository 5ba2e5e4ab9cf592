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

// Stand-in for Basic-Car-Maintenance/Shared/Utilities/FirebaseAnalytics+Extension.swift (real one applies
// FirebaseAnalytics' analyticsScreen(name:) through a ViewModifier).
extension View {
    func analyticsView(_ name: String) -> some View {
        self
    }
}
