import Foundation
import TesseraSnapshot
import TesseraUI
import Testing

/// The controls' default looks, light and dark, checked against reference images (each looked
/// at next to iOS's before it was recorded).
@Suite struct ControlTests {
  func render(_ view: some View, _ scheme: ColorScheme, _ design: SystemDesign = .standard) throws
    -> RenderOutput
  {
    let r = ImageRenderer(content: view.background(Color(.systemBackground)))
    r.scale = 2
    r.environment.colorScheme = scheme
    r.environment.systemDesign = design
    return try r.render()
  }

  /// A reference's name: the scheme, and the design when it is not the standard one.
  func name(_ scheme: ColorScheme, _ design: SystemDesign) -> String {
    design == .standard ? "\(scheme)" : "\(scheme).\(design)"
  }

  @Test(arguments: [ColorScheme.light, .dark], SystemDesign.allCases)
  func buttonsLabelsAndSymbols(_ scheme: ColorScheme, _ design: SystemDesign) throws {
    let out = try render(ControlGallery(), scheme, design)
    #expect(out.warnings.contains { $0.contains("SF Symbol \"no.such.symbol\"") })
    assertSnapshot(of: try out.pixmap(), as: .image(), named: name(scheme, design))
  }

  // A custom style that wraps the control it styles (`ProgressView(configuration)`,
  // `Label(configuration)`) draws the wrapped control in the style set outside it, as SwiftUI does,
  // instead of recursing into itself.
  @Test func stylesThatWrapTheirControlUseTheOuterStyle() throws {
    struct Tinted: ProgressViewStyle {
      func makeBody(configuration: Configuration) -> some View {
        ZStack {
          RoundedRectangle(cornerRadius: 10).fill(Color.orange.opacity(0.3)).frame(height: 20)
          ProgressView(configuration).tint(.orange).frame(height: 12).padding(.horizontal)
        }
      }
    }
    struct Bordered: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4).border(Color.red)
      }
    }
    let view = VStack(spacing: 12) {
      ProgressView(value: 0.25).progressViewStyle(Tinted())
      Label("Clock", systemImage: "clock").labelStyle(Bordered())
      Label("Icon only", systemImage: "clock").labelStyle(.iconOnly).labelStyle(Bordered())
    }
    .frame(width: 200)
    .padding()
    let out = try render(view, .light)
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "wrapping-styles")
  }

  @Test(arguments: [ColorScheme.light, .dark], SystemDesign.allCases)
  @MainActor func toggles(_ scheme: ColorScheme, _ design: SystemDesign) throws {
    assertSnapshot(
      of: try render(ToggleGallery(), scheme, design).pixmap(), as: .image(), named: name(scheme, design))
  }

  @Test(arguments: [ColorScheme.light, .dark], SystemDesign.allCases)
  @MainActor func fieldsPickersAndProgress(_ scheme: ColorScheme, _ design: SystemDesign) throws {
    assertSnapshot(
      of: try render(FormGallery(), scheme, design).pixmap(), as: .image(), named: name(scheme, design))
  }

  @Test(arguments: [ColorScheme.light, .dark], SystemDesign.allCases)
  func presentations(_ scheme: ColorScheme, _ design: SystemDesign) throws {
    for kind in PresentationGallery.Kind.allCases {
      let r = ImageRenderer(content: PresentationGallery(kind: kind))
      r.proposedSize = ProposedViewSize(width: 390, height: 700)
      r.background = Color(.systemBackground)
      r.environment.colorScheme = scheme
      r.environment.systemDesign = design
      assertSnapshot(of: try r.pixmap(), as: .image(), named: "\(kind).\(name(scheme, design))")
    }
  }

  @Test func buttonSizesFollowTheControlSize() throws {
    func height(_ size: ControlSize) throws -> Double {
      let list = try ImageRenderer(content: Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size))
        .displayList()
      return list.size.height
    }
    // The label's line (Inter's 17 pt line is 20.6 pt) plus twice the vertical padding.
    #expect(abs(try height(.regular) - 34.6) < 0.5)
    #expect(abs(try height(.large) - 50.6) < 0.5)
    #expect(try height(.small) < height(.regular))
  }

  @Test func badInputIsAWarningNotACrash() throws {
    struct Bad: View {
      var body: some View {
        VStack {
          Slider(value: .constant(Double.nan))
          Slider(value: .constant(5.0), in: 0...1)
          Picker("P", selection: .constant(9)) {
            Text("One").tag(1)
          }
          Text("\(3.5, specifier: "%d")")
          ProgressView(value: Double.infinity, total: 0)
        }
        .frame(width: 200)
      }
    }
    let out = try ImageRenderer(content: Bad()).render()
    #expect(out.warnings.contains { $0.contains("Slider value is NaN") })
    #expect(out.warnings.contains { $0.contains("outside 0.0...1.0") })
    #expect(out.warnings.contains { $0.contains("matches no tag") })
    #expect(out.warnings.contains { $0.contains("does not fit a floating-point value") })
  }

  @Test func textStaysTextThroughItsModifiers() throws {
    let t: Text = Text("a").font(.headline).bold().italic().foregroundStyle(.red) + Text("b").underline()
    let list = try ImageRenderer(content: t).displayList()
    #expect(list.dump.contains("text"))
    // Markdown and specifiers: the text a button's label reads.
    func shown(_ text: Text) throws -> String {
      try ViewHost(Button(action: {}) { text }).controls().first?.label ?? ""
    }
    let markdown = try shown(Text("**Bold** *it* `code` [link](https://x.y) \\*not\\*"))
    #expect(markdown == "Bold it code link *not*")
    #expect(try shown(Text("\(2.5, specifier: "%.2f")")) == "2.50")
    #expect(try shown(Text("\(3)")) == "3")
    #expect(try shown(Text("\(1.5)")) == "1.500000")  // SwiftUI's %lf for a Double
    #expect(try shown(Text("snake_case_name")) == "snake_case_name")
  }
}
