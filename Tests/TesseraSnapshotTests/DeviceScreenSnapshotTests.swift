import TesseraSnapshot
import TesseraUI
import Testing

import struct TesseraUI.Color

/// Screens on named devices: status bar, home indicator, safe areas, views that extend under
/// them; compared with reference images.
@Suite struct DeviceScreenSnapshotTests {
  struct Welcome: View {
    var body: some View {
      ZStack {
        Color.indigo.opacity(0.15).ignoresSafeArea()
        VStack(spacing: 12) {
          Image(systemName: "sparkles").font(.largeTitle).foregroundStyle(.tint)
          Text("Welcome").font(.largeTitle.bold())
          Text("Top and bottom are the safe area's edges.").font(.subheadline).foregroundStyle(.secondary)
          Spacer()
          Button("Get Started") {}.buttonStyle(.borderedProminent).controlSize(.large)
        }
        .padding()
      }
    }
  }

  struct Settings: View {
    @State private var wifi = true
    var body: some View {
      NavigationStack {
        List {
          Section {
            Toggle("Wi-Fi", isOn: $wifi)
            NavigationLink("Bluetooth") { Text("Bluetooth") }
            LabeledContent("Carrier", value: "Tessera")
          }
          Section("General") {
            ForEach(["About", "Software Update", "Storage", "Background App Refresh"], id: \.self) { name in
              NavigationLink(name) { Text(name) }
            }
          }
        }
        .navigationTitle("Settings")
      }
    }
  }

  @Test(arguments: [Device.iPhone16, .iPhoneSE, .iPhone16ProMax.landscape, .iPad11])
  func welcome(device: Device) {
    assertSnapshot(
      of: Welcome(), as: .image(size: .device(device)),
      named: device.description.replacingOccurrences(of: " ", with: "-"))
  }

  @Test(arguments: [ColorScheme.light, .dark])
  @MainActor func settingsOnIPhone16(scheme: ColorScheme) {
    assertSnapshot(
      of: Settings(), as: .image(size: .device(.iPhone16), environment: { $0.colorScheme = scheme }),
      named: "\(scheme)")
  }
}

extension DeviceScreenSnapshotTests {
  struct SignIn: View {
    @State private var email = "ada@example.com"
    var body: some View {
      NavigationStack {
        Form {
          TextField("Email", text: $email)
          SecureField("Password", text: .constant(""))
        }
        .navigationTitle("Sign In")
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  @MainActor func keyboardShown(scheme: ColorScheme) throws {
    let screen = DeviceScreen(.iPhone16, keyboard: .shown) { SignIn() }
    assertSnapshot(
      of: screen,
      as: .image(size: .fixed(width: 393, height: 852), scale: 3, environment: { $0.colorScheme = scheme }),
      named: "\(scheme)")
  }
}

extension DeviceScreenSnapshotTests {
  /// A long list in a tab: more rows than the screen holds.
  struct Inbox: View {
    var body: some View {
      TabView {
        NavigationStack {
          List(1...30, id: \.self) { n in
            Label("Message \(n)", systemImage: "envelope")
          }
          .navigationTitle("Inbox")
        }
        .tabItem { Label("Mail", systemImage: "tray") }
        Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  /// The whole scroll content, with the bars in place: the screen grows by what ran past it.
  @Test func expandedScrollContent() throws {
    assertSnapshot(of: Inbox(), as: .image(size: .device(.iPhone16), scale: 1, expandsScrollContent: true))
    let viewport = ImageRenderer(content: DeviceScreen(.iPhone16) { Inbox() })
    viewport.proposedSize = ProposedViewSize(Device.iPhone16.size)
    #expect(try viewport.render().displayList.size.height == 852)
    let expanded = viewport
    expanded.expandsScrollContent = true
    let tall = try expanded.render()
    // 30 rows of 44 points under the large-title bar, the tab bar and the safe areas.
    #expect(tall.displayList.size.height > 852 + 30 * 44 - 700)
    #expect(tall.warnings.isEmpty)
    // Nothing to expand: the same picture as the viewport.
    let short = ImageRenderer(content: DeviceScreen(.iPhone16) { Text("Short") })
    short.proposedSize = ProposedViewSize(Device.iPhone16.size)
    short.expandsScrollContent = true
    #expect(try short.render().displayList.size.height == 852)
    // A cap: past it, a warning.
    expanded.maximumExpandedHeight = 1000
    let capped = try expanded.render()
    #expect(capped.displayList.size.height == 1000)
    #expect(capped.warnings.contains { $0.contains("stops at 1000") })
    // A cap that is not a number is the default's.
    expanded.maximumExpandedHeight = .nan
    #expect(try expanded.render().displayList.size.height == tall.displayList.size.height)
  }
}
