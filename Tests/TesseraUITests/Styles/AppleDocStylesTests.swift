import Foundation
import TesseraDisplayList
import TesseraUI
import Testing

// Custom styles and preferences as Apple's documentation writes them (ToggleStyle, LabelStyle,
// ProgressViewStyle, MenuStyle; GaugeStyle as its tutorials do), with only the import swapped.

private struct ChecklistToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(
          systemName: configuration.isOn
            ? "checkmark.circle.fill"
            : "circle")
        configuration.label
      }
    }
    .tint(.primary)
    .buttonStyle(.borderless)
  }
}

private struct RedBorderedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    Label(configuration)
      .border(Color.red)
  }
}

private struct DarkBlueShadowProgressViewStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
      .shadow(color: Color(red: 0, green: 0, blue: 0.6), radius: 4.0, x: 1.0, y: 2.0)
  }
}

private struct RedBorderMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    Menu(configuration)
      .border(Color.red)
  }
}

private struct RingGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
      Circle()
        .trim(from: 0, to: configuration.value)
        .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
      configuration.currentValueLabel
    }
    .frame(width: 80, height: 80)
  }
}

private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private struct StylesScreen: View {
  @State private var isOn = true
  @State private var widest: CGFloat = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Toggle("Buy groceries", isOn: $isOn)
        .toggleStyle(ChecklistToggleStyle())
      Label("Lightning", systemImage: "bolt.fill")
        .labelStyle(RedBorderedLabelStyle())
      VStack {
        ProgressView(value: 0.25)
        ProgressView(value: 0.75)
      }
      .progressViewStyle(DarkBlueShadowProgressViewStyle())
      Menu("Actions") {
        Button("Duplicate") {}
      }
      .menuStyle(RedBorderMenuStyle())
      Gauge(value: 0.6) {
        Text("Battery")
      } currentValueLabel: {
        Text("60%")
      }
      .gaugeStyle(RingGaugeStyle())
      Text("Measured")
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
          }
        )
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      Text("Widest: \(Int(widest))")
    }
    .onPreferenceChange(WidthKey.self) { widest = $0 }
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Rectangle()
            .stroke(Color.orange, lineWidth: 2)
            .frame(width: proxy[anchor].width, height: proxy[anchor].height)
            .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
        }
      }
    }
    .padding()
  }
}

@Suite struct AppleDocStylesTests {
  @Test @MainActor func customStylesAndPreferencesDrawAsWritten() throws {
    let r = ImageRenderer(content: StylesScreen())
    r.proposedSize = ProposedViewSize(width: 390, height: nil)
    r.graph = ViewGraph()
    let out = try r.render()
    let dump = out.displayList.dump
    // The checklist toggle: its symbol, filled for on.
    #expect(dump.contains("image \"checkmark.circle.fill\""), "\(dump)")
    // The label's and the menu's red borders, the gauge's ring label, the measured width read
    // back through the preference, and the orange outline drawn from the anchor.
    let red = Color.red.resolve(in: EnvironmentValues()).description
    #expect(dump.components(separatedBy: red).count - 1 >= 2)
    #expect(dump.contains("label \"60%\""))
    #expect(!dump.contains("label \"Widest: 0\""), "the preference reached onPreferenceChange")
    #expect(dump.contains("label \"Widest: "))
    let orange = Color.orange.resolve(in: EnvironmentValues()).description
    #expect(dump.contains(orange))
    #expect(out.warnings.isEmpty, "\(out.warnings)")
  }
}
