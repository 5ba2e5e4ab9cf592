import SwiftUI

// A settings screen as commonly written in public SwiftUI apps: @AppStorage with Bool, Int,
// Double and RawRepresentable enums, segmented and menu pickers, a Slider with min/max value
// labels, Stepper, DatePicker for a reminder time, ColorPicker, Link, ShareLink, openURL,
// preferredColorScheme, LabeledContent, onChange(of:initial:) and a destructive reset with a
// confirmation dialog.

enum AppAppearance: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

enum DistanceUnit: Int, CaseIterable, Identifiable {
    case kilometers, miles

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .kilometers: return "Kilometers"
        case .miles: return "Miles"
        }
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                    .font(.title3)
                configuration.label
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(configuration.isOn ? .isSelected : [])
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct SettingsView: View {
    @AppStorage("appearance") private var appearance: AppAppearance = .system
    @AppStorage("distanceUnit") private var distanceUnit: DistanceUnit = .kilometers
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyGoal") private var dailyGoal = 10_000
    @AppStorage("textScale") private var textScale = 1.0
    @AppStorage("username") private var username = ""
    @AppStorage("reminderTime") private var reminderTimeInterval: Double = 8 * 3600
    @AppStorage("weekendReminders") private var weekendReminders = false

    @State private var accentColor: Color = .blue
    @State private var showingResetDialog = false
    @State private var cacheSize: Int64 = 48_234_496

    @Environment(\.openURL) private var openURL
    @Environment(\.colorScheme) private var colorScheme

    private let privacyURL = URL(string: "https://example.com/privacy")!
    private let appStoreURL = URL(string: "https://apps.apple.com/app/id000000000")!

    private var reminderTime: Binding<Date> {
        Binding {
            Calendar.current.startOfDay(for: .now).addingTimeInterval(reminderTimeInterval)
        } set: { newValue in
            reminderTimeInterval = newValue.timeIntervalSince(Calendar.current.startOfDay(for: newValue))
        }
    }

    private var appVersion: String {
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "1"
        return "\(version) (\(build))"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 16) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 48))
                            .foregroundStyle(.tint)
                        VStack(alignment: .leading) {
                            TextField("Display name", text: $username)
                                .font(.headline)
                            Text(colorScheme == .dark ? "Dark mode is on" : "Light mode is on")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Appearance") {
                    Picker("Theme", selection: $appearance) {
                        ForEach(AppAppearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowSeparator(.hidden)

                    ColorPicker("Accent color", selection: $accentColor, supportsOpacity: false)

                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $textScale, in: 0.8...1.6, step: 0.1) {
                            Text("Text size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                        Text("The quick brown fox jumps over the lazy dog.")
                            .font(.system(size: 15 * textScale))
                            .foregroundStyle(.secondary)
                    }
                }

                Section {
                    Toggle(isOn: $notificationsEnabled.animation()) {
                        Label("Daily reminder", systemImage: "bell.badge")
                    }
                    if notificationsEnabled {
                        DatePicker("Remind me at", selection: reminderTime, displayedComponents: .hourAndMinute)
                        Toggle("Also on weekends", isOn: $weekendReminders)
                            .toggleStyle(.checkbox)
                    }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("We'll nudge you once a day if you haven't reached your goal.")
                }

                Section("Activity") {
                    Picker("Units", selection: $distanceUnit) {
                        ForEach(DistanceUnit.allCases) { unit in
                            Text(unit.label).tag(unit)
                        }
                    }
                    .pickerStyle(.menu)

                    Stepper(value: $dailyGoal, in: 1_000...50_000, step: 500) {
                        LabeledContent("Daily goal") {
                            Text("\(dailyGoal.formatted()) steps")
                        }
                    }
                }

                Section("Storage") {
                    LabeledContent("Cache", value: ByteCountFormatter.string(fromByteCount: cacheSize, countStyle: .file))
                    Button("Clear Cache", role: .destructive) {
                        showingResetDialog = true
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: appVersion)
                    Link(destination: privacyURL) {
                        Label("Privacy Policy", systemImage: "hand.raised")
                    }
                    Button {
                        openURL(URL(string: "mailto:support@example.com")!)
                    } label: {
                        Label("Contact Support", systemImage: "envelope")
                    }
                    ShareLink(item: appStoreURL, subject: Text("Check out this app"), message: Text("I've been using it to track my walks.")) {
                        Label("Tell a Friend", systemImage: "square.and.arrow.up")
                    }
                    Text("Made with ♥ in Cupertino. Read our [terms](https://example.com/terms).")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
            .tint(accentColor)
            .confirmationDialog("Clear the cache?", isPresented: $showingResetDialog, titleVisibility: .visible) {
                Button("Clear Cache", role: .destructive) {
                    withAnimation { cacheSize = 0 }
                }
            } message: {
                Text("Downloaded maps and images will be removed.")
            }
            .onChange(of: notificationsEnabled, initial: true) { oldValue, newValue in
                print("Notifications changed from \(oldValue) to \(newValue)")
            }
        }
        .preferredColorScheme(appearance.colorScheme)
        .dynamicTypeSize(.xSmall ... .accessibility2)
    }
}

#Preview {
    SettingsView()
}

#Preview("Dark") {
    SettingsView()
        .environment(\.colorScheme, .dark)
}
