import TesseraSnapshot
import TesseraUI
import Testing

// From Apple's "Form" documentation example, written as the docs write it.
private struct NotificationSettingsView: View {
  @State private var notifyMeAbout: String = "Direct Messages"
  @State private var playNotificationSounds = true
  @State private var sendReadReceipts = false
  @State private var profileImageSize: Int = 1

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Notifications")) {
          Picker("Notify Me About", selection: $notifyMeAbout) {
            Text("Direct Messages").tag("Direct Messages")
            Text("Mentions").tag("Mentions")
            Text("Anything").tag("Anything")
          }
          Toggle("Play notification sounds", isOn: $playNotificationSounds)
          Toggle("Send read receipts", isOn: $sendReadReceipts)
        }
        Section(header: Text("User Profiles")) {
          Picker("Profile Image Size", selection: $profileImageSize) {
            Text("Large").tag(0)
            Text("Medium").tag(1)
            Text("Small").tag(2)
          }
          Button("Clear Image Cache") {}
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// A form written as Apple's `Form` documentation writes it: menu pickers in form rows show their
/// label leading and the selection trailing, as iOS 17 draws them.
@Suite struct AppleDocFormTests {
  @Test @MainActor func notificationSettingsForm() throws {
    let r = ImageRenderer(content: NotificationSettingsView())
    r.proposedSize = ProposedViewSize(width: 390, height: 600)
    r.scale = 2
    let out = try r.render()
    #expect(out.warnings.isEmpty)
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "light")
  }
}
