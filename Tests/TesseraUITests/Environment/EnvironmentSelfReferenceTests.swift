import TesseraUI
import Testing

/// A style that names itself through the environment (`.tint(.accentColor)`,
/// `.foregroundStyle(.foreground)`) resolves to what SwiftUI draws, the default, instead of
/// recursing until the stack overflows (it crashed a user's preview with SIGSEGV).
/// Colours are the standard design's (iOS 26: blue #0088FF, red #FF383C).
@Suite struct EnvironmentSelfReferenceTests {
  /// The color of every fill in the view's display list.
  func fills(_ view: some View, dark: Bool = false) throws -> [String] {
    try ImageRenderer(content: view.environment(\.colorScheme, dark ? .dark : .light)).render()
      .displayList.dump.split(separator: "\n")
      .filter { $0.hasPrefix("fill") }.map { String($0.split(separator: " ").last ?? "") }
  }

  var square: some View { Rectangle().frame(width: 4, height: 4) }

  @Test func accentColorAsTheTintIsTheDefaultAccent() throws {
    #expect(try fills(square.foregroundStyle(.tint).tint(.accentColor)) == ["#0088FFFF"])
    #expect(try fills(square.foregroundStyle(Color.accentColor).tint(.accentColor)) == ["#0088FFFF"])
    #expect(try fills(square.foregroundStyle(.tint).accentColor(.accentColor)) == ["#0088FFFF"])
    #expect(try fills(square.foregroundStyle(.tint).tint(.accentColor), dark: true) == ["#0091FFFF"])
    // Through an opacity and a shape-style tint.
    #expect(try fills(square.foregroundStyle(.tint).tint(Color.accentColor.opacity(0.5))) == ["#0088FF80"])
    #expect(try fills(square.foregroundStyle(.tint).tint(TintShapeStyle())) == ["#0088FFFF"])
  }

  @Test func anOuterTintStillReachesAnAccentInside() throws {
    // `.tint(.accentColor)` inside a red tint is the default accent, not red: SwiftUI's accent
    // color is the app's, whatever tint is around it.
    #expect(try fills(square.foregroundStyle(.tint).tint(.accentColor).tint(.red)) == ["#0088FFFF"])
    #expect(try fills(square.foregroundStyle(Color.accentColor).tint(.red)) == ["#FF383CFF"])
  }

  @Test func controlsTintedWithTheAccentColorDraw() throws {
    let prominent = try fills(Button("Go") {}.buttonStyle(.borderedProminent).tint(.accentColor))
    #expect(prominent.contains("#0088FFFF"))
    let toggle = try fills(Toggle("On", isOn: .constant(true)).tint(.accentColor))
    #expect(!toggle.isEmpty)
  }

  @Test func theForegroundAndBackgroundStylesNamingThemselvesChangeNothing() throws {
    #expect(try fills(square.foregroundStyle(.foreground)) == ["#000000FF"])
    #expect(try fills(square.foregroundStyle(.foreground).foregroundStyle(.red)) == ["#FF383CFF"])
    #expect(try fills(square.foregroundStyle(.foreground).foregroundStyle(.red), dark: true) == ["#FF4245FF"])
    let background = try fills(square.foregroundStyle(.background).backgroundStyle(.background))
    #expect(background == ["#FFFFFFFF"])
  }
}
