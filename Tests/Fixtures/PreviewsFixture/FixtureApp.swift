import TesseraUI

// An app, as an iOS app declares it (its @main is in an app target): its first window is drawn
// as the preview PreviewsFixture/App/FixtureApp.
struct FixtureApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        Text("Inbox").navigationTitle("Mail")
      }
    }
  }
}
