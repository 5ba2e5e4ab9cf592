import TesseraUI
import Testing

/// A style that names itself through the environment (`.tint(.accentColor)`,
/// `.foregroundStyle(.foreground)`) resolves to what SwiftUI draws, the default, instead of
/// recursing until the stack overflows (it crashed a user's preview with SIGSEGV).
@Suite struct EnvironmentSelfReferenceTests {
  /// The color of every fill in the view's display list.
  func fills(_ view: some View, dark: Bool = false) throws -> [String] {
    try ImageRenderer(content: view.environment(\.colorScheme, dark ? .dark : .light)).render()
      .displayList.dump.split(separator: "\n")
      .filter { $0.hasPrefix("fill") }.map { String($0.split(separator: " ").last ?? "") }
  }

  var square: some View { Rectangle().frame(width: 4, height: 4) }

  @Test func accentColorAsTheTintIsTheDefaultAccent() throws {
    #expect(try fills(square.foregroundStyle(.tint).tint(.accentColor)) == ["#007AFFFF"])
    #expect(try fills(square.foregroundStyle(Color.accentColor).tint(.accentColor)) == ["#007AFFFF"])
    #expect(try fills(square.foregroundStyle(.tint).accentColor(.accentColor)) == ["#007AFFFF"])
    #expect(try fills(square.foregroundStyle(.tint).tint(.accentColor), dark: true) == ["#0A84FFFF"])
    // Through an opacity and a shape-style tint.
    #expect(try fills(square.foregroundStyle(.tint).tint(Color.accentColor.opacity(0.5))) == ["#007AFF80"])
    #expect(try fills(square.foregroundStyle(.tint).tint(TintShapeStyle())) == ["#007AFFFF"])
  }

  @Test func anOuterTintStillReachesAnAccentInside() throws {
    // `.tint(.accentColor)` inside a red tint is the default accent, not red: SwiftUI's accent
    // color is the app's, whatever tint is around it.
    #expect(try fills(square.foregroundStyle(.tint).tint(.accentColor).tint(.red)) == ["#007AFFFF"])
    #expect(try fills(square.foregroundStyle(Color.accentColor).tint(.red)) == ["#FF3B30FF"])
  }

  @Test func controlsTintedWithTheAccentColorDraw() throws {
    let prominent = try fills(Button("Go") {}.buttonStyle(.borderedProminent).tint(.accentColor))
    #expect(prominent.contains("#007AFFFF"))
    let toggle = try fills(Toggle("On", isOn: .constant(true)).tint(.accentColor))
    #expect(!toggle.isEmpty)
  }

  @Test func theForegroundAndBackgroundStylesNamingThemselvesChangeNothing() throws {
    #expect(try fills(square.foregroundStyle(.foreground)) == ["#000000FF"])
    #expect(try fills(square.foregroundStyle(.foreground).foregroundStyle(.red)) == ["#FF3B30FF"])
    #expect(try fills(square.foregroundStyle(.foreground).foregroundStyle(.red), dark: true) == ["#FF453AFF"])
    let background = try fills(square.foregroundStyle(.background).backgroundStyle(.background))
    #expect(background == ["#FFFFFFFF"])
  }
}
