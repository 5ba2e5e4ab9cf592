import ExampleApp
import Testing

/// The profile page in each state (loading, content, error), light and dark, phone and tablet.
@Suite struct ProfilePageSnapshotTests {
  @Test @MainActor func profilePage() {
    PageSnapshots.check(.profile(userID: SampleData.user.id))
  }
}
