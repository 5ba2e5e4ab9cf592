import SwiftUI

// Minimal stand-ins for Today Fitness's own types (not SwiftUI API).

enum TodayPalette {
    static let accent = Color.orange
    static let warm = Color.red
}

extension View {
    func todayCard() -> some View { self }
}

enum TodaySheet: Identifiable {
    case weight
    case workout
    var id: String { "\(self)" }
}

@MainActor
final class AppState: ObservableObject {
    @Published var presentedSheet: TodaySheet?
    func openWorkout() {}
}

enum WorkoutSetType: String, CaseIterable, Identifiable, Codable, Hashable {
    case warmup, working, backoff
    var id: String { rawValue }
    var title: String { rawValue }
}

struct LoggedSet: Codable, Hashable, Identifiable {
    var id = UUID()
    var weight: Double?
    var reps: Int
    var isComplete: Bool
    var setType: WorkoutSetType = .working
    var isPerformed: Bool { isComplete && reps > 0 }
}

struct LoggedExercise: Codable, Hashable, Identifiable {
    var id = UUID()
    let exerciseID: String
    var sets: [LoggedSet]
    mutating func addSet() { sets.append(LoggedSet(weight: nil, reps: 8, isComplete: false)) }
}

struct WorkoutSession: Codable, Hashable, Identifiable {
    var id = UUID()
    let startedAt: Date
    var exercises: [LoggedExercise]
    var completedSetCount: Int { 0 }
    var completedExerciseCount: Int { 0 }
    var workoutTitle: String { "Workout" }
    var durationLabel: String? { nil }
}

struct WeightEntry: Codable, Hashable, Identifiable {
    var id = UUID()
    let date: Date
    let pounds: Double
    let healthKitID: UUID?
    var healthKitOwnedByToday: Bool? = nil
}

@MainActor
final class TodayStore: ObservableObject {
    @Published var workouts: [WorkoutSession] = []
    @Published var weights: [WeightEntry] = []
    @Published var dataRecoveryMessage: String?
    @Published var activeWorkout: WorkoutSession?
    func deleteWorkout(id: UUID) {}
    func dismissRecoveryMessage() {}
    func deleteWeight(id: UUID) {}
    func updateWorkout(_ session: WorkoutSession) {}
    func reopenWorkout(id: UUID) -> Bool { false }
}

struct ExerciseDefinition: Identifiable {
    var id: String
    var name: String
}

@MainActor
final class ExerciseCatalog: ObservableObject {
    func exercise(id: String) -> ExerciseDefinition? { nil }
}

enum WorkoutMuscleArea: String, Codable, CaseIterable, Identifiable {
    case chest, back, legs
    var id: String { rawValue }
}

@MainActor
enum WorkoutMuscleCoverage {
    static func regionSummary(for session: WorkoutSession, catalog: ExerciseCatalog) -> String { "" }
    static func completed(in session: WorkoutSession, catalog: ExerciseCatalog) -> Set<WorkoutMuscleArea> { [] }
}

enum SetSummary {
    static func text(for set: LoggedSet, exercise: ExerciseDefinition, includingUnit: Bool = false) -> String { "" }
}

final class HealthKitManager: @unchecked Sendable {
    static let shared = HealthKitManager()
    func deleteBodyWeight(id: UUID) async throws {}
}

struct WeightLogView: View {
    @ObservedObject var store: TodayStore
    var entryToEdit: WeightEntry?
    var body: some View { EmptyView() }
}

struct StatTile: View {
    init(_ value: String, _ label: String) {}
    init(_ value: Int, _ label: String) {}
    var body: some View { EmptyView() }
}

struct MuscleBreakdownCard: View {
    let title: String
    let areas: [WorkoutMuscleArea]
    var body: some View { EmptyView() }
}

struct SetLogRow: View {
    let number: Int
    let exercise: ExerciseDefinition
    @Binding var set: LoggedSet
    let isNext: Bool
    var body: some View { EmptyView() }
}
