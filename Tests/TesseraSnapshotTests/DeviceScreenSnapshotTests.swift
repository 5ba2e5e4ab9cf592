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
  func settingsOnIPhone16(scheme: ColorScheme) {
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
  func keyboardShown(scheme: ColorScheme) throws {
    let screen = DeviceScreen(.iPhone16, keyboard: .shown) { SignIn() }
    assertSnapshot(
      of: screen,
      as: .image(size: .fixed(width: 393, height: 852), scale: 3, environment: { $0.colorScheme = scheme }),
      named: "\(scheme)")
  }
}
