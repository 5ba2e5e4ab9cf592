import SwiftUI

// Minimal stand-ins for Today Fitness's own types (not SwiftUI API).

enum TodayPalette {
    static let accent = Color.orange
    static let muscle = Color.teal
}

extension View {
    func todayCard() -> some View { self }
}

enum WorkoutKind: String, Codable, CaseIterable, Identifiable {
    case upper, lower, push, pull, legs, chest, back, other
    var id: Self { self }
    var title: String { rawValue.capitalized }
    var subtitle: String { "" }
    var symbol: String { "dumbbell" }
}

enum WorkoutMuscleArea: String, Codable, CaseIterable, Identifiable {
    case chest = "Chest"
    case lats = "Lats"
    var id: Self { self }
}

struct HypertrophyTemplateExercise: Identifiable, Codable, Hashable {
    var exerciseID: String
    var sets: Int
    var id: String { exerciseID }
}

struct HypertrophyTemplate: Identifiable, Codable, Hashable {
    let id: String
    var title: String
    var focus: String
    var targetMuscles: [WorkoutMuscleArea]
    var exercises: [HypertrophyTemplateExercise]
    var kind: WorkoutKind { .upper }
}

enum HypertrophyProgramming {
    static func template(id: String) -> HypertrophyTemplate? { nil }
}

enum WorkoutMuscleCoverage {
    static func summary(_ areas: [WorkoutMuscleArea]) -> String { "" }
}

struct LoggedExercise: Hashable, Identifiable {
    var id = UUID()
    var baseExerciseID: String
}

struct WorkoutSession: Hashable, Identifiable {
    var id = UUID()
    let kind: WorkoutKind
    var exercises: [LoggedExercise]
}

struct ExerciseDefinition: Identifiable {
    var id: String
    var baseID: String
    var name: String
}

@MainActor
final class ExerciseCatalog: ObservableObject {
    init() {}
    func exercise(id: String) -> ExerciseDefinition? { nil }
}

@MainActor
final class BrandPreferences: ObservableObject {
    static let shared = BrandPreferences()
}

@MainActor
final class TodayStore: ObservableObject {
    @Published var activeWorkout: WorkoutSession?
    @Published var routines: [HypertrophyTemplate] = []
    @Published var workouts: [WorkoutSession] = []
    init(storageURL: URL) {}
    func nextRoutine(for kind: WorkoutKind) -> HypertrophyTemplate? { nil }
    func beginWorkout(template: HypertrophyTemplate, catalog: ExerciseCatalog) {}
    func beginWorkout(kind: WorkoutKind, catalog: ExerciseCatalog) {}
    func updateRoutine(_ routine: HypertrophyTemplate) {}
}

struct WorkoutLogView: View {
    @ObservedObject var store: TodayStore
    @ObservedObject var catalog: ExerciseCatalog
    let kind: WorkoutKind
    @ObservedObject var brandPreferences: BrandPreferences
    var body: some View { EmptyView() }
}

struct ExercisePickerView: View {
    init(catalog: ExerciseCatalog, brandPreferences: BrandPreferences, selectedIDs: Set<String>,
         recentIDs: [String], onSelect: @escaping (ExerciseDefinition) -> Void) {}
    var body: some View { EmptyView() }
}
