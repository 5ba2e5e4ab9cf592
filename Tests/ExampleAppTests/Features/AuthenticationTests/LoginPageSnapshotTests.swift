import ExampleApp
import Testing

/// The sign-in page in each state (empty, invalid, loading, error), light and dark, phone and
/// tablet.
@Suite struct LoginPageSnapshotTests {
  @Test @MainActor func loginPage() {
    PageSnapshots.check(.login)
  }
}
