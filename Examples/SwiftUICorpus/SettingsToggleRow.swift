import SwiftUI

struct SettingsToggleRow: View {
    let title: String
    var subtitle: String? = nil
    let systemImage: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            HStack(spacing: 12) {
                Image(systemName: systemImage)
                    .foregroundStyle(.tint)
                    .frame(width: 24)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title)
                    if let subtitle {
                        Text(subtitle)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .toggleStyle(.switch)
        .tint(.green)
    }
}

struct NotificationSettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("soundsEnabled") private var soundsEnabled = true
    @AppStorage("badgeCount") private var showBadgeCount = false
    @AppStorage("digestHour") private var digestHour = 9

    var body: some View {
        Form {
            Section {
                SettingsToggleRow(title: "Allow Notifications",
                                  subtitle: "Alerts, sounds and badges",
                                  systemImage: "bell.fill",
                                  isOn: $notificationsEnabled)
            }

            Section("Options") {
                SettingsToggleRow(title: "Sounds", systemImage: "speaker.wave.2.fill", isOn: $soundsEnabled)
                SettingsToggleRow(title: "Badge App Icon", systemImage: "app.badge", isOn: $showBadgeCount)
                Stepper("Daily digest at \(digestHour):00", value: $digestHour, in: 0...23)
            }
            .disabled(!notificationsEnabled)
        }
    }
}

#Preview("Row") {
    SettingsToggleRow(title: "Wi-Fi", systemImage: "wifi", isOn: .constant(true))
        .padding()
}

#Preview("Settings") {
    NotificationSettingsView()
}
