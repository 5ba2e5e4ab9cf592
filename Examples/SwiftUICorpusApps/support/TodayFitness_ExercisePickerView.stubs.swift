import SwiftUI

// Minimal stand-ins for Today Fitness's own types (not SwiftUI API).

enum TodayPalette {
    static let accent = Color.orange
}

struct Muscle { var title: String }
struct MuscleWeight { var muscle: Muscle; var intensity: Double }

struct ExerciseDefinition: Identifiable {
    var id: String
    var baseID: String
    var name: String
    var acceptsBrand = false
    var muscles: [MuscleWeight] = []
}

struct EquipmentBrand { var title: String }

@MainActor
final class ExerciseCatalog: ObservableObject {
    @Published var exercises: [ExerciseDefinition] = []
    @Published var isLoading = false
    func refreshIfNeeded() async {}
    func exercise(id: String) -> ExerciseDefinition? { nil }
    func search(_ query: String) -> [ExerciseDefinition] { exercises }
}

@MainActor
final class BrandPreferences: ObservableObject {
    func lastBrand(for baseID: String) -> EquipmentBrand? { nil }
}
