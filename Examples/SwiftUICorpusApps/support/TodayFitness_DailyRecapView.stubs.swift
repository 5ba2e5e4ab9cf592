import SwiftUI

// Minimal stand-ins for Today Fitness's own types (not SwiftUI API).

enum RecapPalette {
    static let accent = Color.indigo
}

struct RecapInsight {}
struct SleepSummary {}
struct MovementSummary {}

struct DailyRecap {
    var insight = RecapInsight()
    var sleep = SleepSummary()
    var movement = MovementSummary()
    static func mock() -> DailyRecap { DailyRecap() }
}

enum RecapDataSource {
    case health
    case sample(reason: String)
}

enum RecapLoadState {
    case idle
    case loading
    case error(String)
    case loaded(DailyRecap, RecapDataSource)
}

@MainActor
final class DailyRecapViewModel: ObservableObject {
    @Published var state: RecapLoadState = .idle
    var isShowingHealthData: Bool { false }
    func load(targetDate: Date?, useSampleData: Bool) async {}
    func enableMorningReminders() async -> Bool { false }
}

struct RecapSourceBanner: View {
    let source: RecapDataSource
    var body: some View { EmptyView() }
}
struct RecapHeroCard: View {
    let recap: DailyRecap
    var body: some View { EmptyView() }
}
struct RecapInsightCard: View {
    let insight: RecapInsight
    var body: some View { EmptyView() }
}
struct SleepDetailsCard: View {
    let sleep: SleepSummary
    var body: some View { EmptyView() }
}
struct MovementSection: View {
    let movement: MovementSummary
    var body: some View { EmptyView() }
}
struct ResearchLibraryView: View { var body: some View { EmptyView() } }
