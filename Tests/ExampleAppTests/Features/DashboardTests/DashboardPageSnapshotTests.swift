import ExampleApp
import Testing

/// The dashboard in each state (loading, content, empty, offline, error), light and dark, phone
/// and tablet.
@Suite struct DashboardPageSnapshotTests {
  @Test @MainActor func dashboardPage() {
    PageSnapshots.check(.dashboard)
  }
}
