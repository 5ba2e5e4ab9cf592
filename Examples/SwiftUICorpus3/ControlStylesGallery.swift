import SwiftUI

// Custom control styles written after the examples in Apple's ButtonStyle, PrimitiveButtonStyle,
// ToggleStyle (ChecklistToggleStyle), LabelStyle, DisclosureGroupStyle and MenuStyle
// documentation, plus the built-in styles (bordered, borderedProminent, button toggles, mixed
// state toggles with Toggle(sources:isOn:)) as shown in "Styling views" on developer.apple.com.

struct PillButtonStyle: ButtonStyle {
    var fill: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        PillButton(configuration: configuration, fill: fill)
    }

    private struct PillButton: View {
        let configuration: ButtonStyleConfiguration
        let fill: Color
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.controlSize) private var controlSize

        var body: some View {
            configuration.label
                .font(controlSize == .large ? .headline : .subheadline.weight(.semibold))
                .padding(.horizontal, controlSize == .large ? 24 : 16)
                .padding(.vertical, controlSize == .large ? 14 : 8)
                .foregroundStyle(.white)
                .background(
                    configuration.role == .destructive ? Color.red : fill,
                    in: Capsule()
                )
                .opacity(isEnabled ? 1 : 0.4)
                .scaleEffect(configuration.isPressed ? 0.95 : 1)
                .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
        }
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
    static func pill(_ fill: Color) -> PillButtonStyle { PillButtonStyle(fill: fill) }
}

/// Requires a long press before the action fires, as in the PrimitiveButtonStyle documentation.
struct HoldToConfirmButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HoldButton(configuration: configuration)
    }

    struct HoldButton: View {
        let configuration: PrimitiveButtonStyle.Configuration
        @GestureState private var isHolding = false

        var body: some View {
            configuration.label
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background {
                    Capsule()
                        .fill(.red.opacity(0.15))
                    Capsule()
                        .fill(.red.opacity(0.4))
                        .scaleEffect(x: isHolding ? 1 : 0, anchor: .leading)
                        .animation(isHolding ? .linear(duration: 1) : .easeOut(duration: 0.2), value: isHolding)
                }
                .clipShape(Capsule())
                .foregroundStyle(.red)
                .gesture(
                    LongPressGesture(minimumDuration: 1)
                        .updating($isHolding) { currentState, gestureState, _ in
                            gestureState = currentState
                        }
                        .onEnded { _ in
                            configuration.trigger()
                        }
                )
        }
    }
}

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isMixed ? "minus.circle.fill" :
                        configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(configuration.isOn || configuration.isMixed ? Color.green : Color.secondary)
                    .contentTransition(.symbolEffect(.replace))
                configuration.label
            }
        }
        .tint(.primary)
        .buttonStyle(.borderless)
    }
}

extension ToggleStyle where Self == ChecklistToggleStyle {
    static var checklist: ChecklistToggleStyle { .init() }
}

struct PowerSwitchToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? Color.orange : Color.gray.opacity(0.3))
                .frame(width: 56, height: 32)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle()
                        .fill(.white)
                        .shadow(radius: 1)
                        .padding(3)
                        .overlay {
                            Image(systemName: "power")
                                .font(.caption.bold())
                                .foregroundStyle(configuration.isOn ? Color.orange : Color.gray)
                        }
                }
                .onTapGesture {
                    withAnimation(.snappy) {
                        configuration.$isOn.wrappedValue.toggle()
                    }
                }
                .accessibilityAddTraits(.isButton)
        }
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
                .frame(height: 28)
            configuration.title
                .font(.caption)
        }
    }
}

struct CardDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation(.easeInOut) {
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .padding()

            if configuration.isExpanded {
                configuration.content
                    .padding([.horizontal, .bottom])
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 14))
    }
}

struct Alarm: Identifiable {
    let id = UUID()
    var name: String
    var isOn: Bool
}

struct ControlStylesGallery: View {
    @State private var isWiFiOn = true
    @State private var isBold = false
    @State private var showsAdvanced = true
    @State private var tasks = [
        Alarm(name: "Pack bags", isOn: true),
        Alarm(name: "Water plants", isOn: false),
        Alarm(name: "Lock windows", isOn: false),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                section("Buttons") {
                    HStack {
                        Button("Continue") { }
                            .buttonStyle(.pill)
                        Button("Delete", role: .destructive) { }
                            .buttonStyle(.pill)
                        Button("Disabled") { }
                            .buttonStyle(.pill(.purple))
                            .disabled(true)
                    }
                    Button("Get Started") { }
                        .buttonStyle(.pill(.teal))
                        .controlSize(.large)
                    HStack {
                        Button("Bordered") { }
                            .buttonStyle(.bordered)
                            .buttonBorderShape(.capsule)
                        Button("Prominent") { }
                            .buttonStyle(.borderedProminent)
                            .buttonBorderShape(.roundedRectangle(radius: 6))
                            .tint(.pink)
                        Button("Erase All", role: .destructive) { }
                            .buttonStyle(HoldToConfirmButtonStyle())
                    }
                }

                section("Toggles") {
                    Toggle(isOn: $isWiFiOn) {
                        Label("Wi-Fi", systemImage: "wifi")
                    }
                    .toggleStyle(PowerSwitchToggleStyle())
                    Toggle(sources: $tasks, isOn: \.isOn) {
                        Text("All Tasks")
                            .bold()
                    }
                    .toggleStyle(.checklist)
                    ForEach($tasks) { $task in
                        Toggle(task.name, isOn: $task.isOn)
                            .toggleStyle(.checklist)
                            .padding(.leading)
                    }
                    Toggle(isOn: $isBold) {
                        Image(systemName: "bold")
                    }
                    .toggleStyle(.button)
                    .tint(.indigo)
                }

                section("Labels") {
                    HStack(spacing: 24) {
                        Label("Home", systemImage: "house")
                        Label("Search", systemImage: "magnifyingglass")
                        Label("Profile", systemImage: "person.crop.circle")
                    }
                    .labelStyle(VerticalLabelStyle())
                    Label("Icon only", systemImage: "star")
                        .labelStyle(.iconOnly)
                }

                DisclosureGroup(isExpanded: $showsAdvanced) {
                    Text("Advanced settings appear here. Styles compose with the environment, so every control inside picks up the tint.")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                } label: {
                    Label("Advanced", systemImage: "gearshape.2")
                }
                .disclosureGroupStyle(CardDisclosureStyle())
            }
            .padding()
        }
    }

    private func section<Content: View>(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.title3.bold())
            content()
        }
    }
}

#Preview {
    ControlStylesGallery()
}
