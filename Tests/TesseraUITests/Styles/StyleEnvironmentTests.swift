import TesseraUI
import Testing

/// A control style's own `@Environment` properties, read in `makeBody`, see the control's
/// environment (as in SwiftUI), including modifiers applied to the control itself.
private struct FadingButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) var isEnabled
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(8).background(
      isEnabled ? Color(red: 0, green: 0, blue: 1) : Color(red: 0.5, green: 0.5, blue: 0.5))
  }
}

private struct ColoredToggleStyle: ToggleStyle {
  @Environment(\.colorScheme) var colorScheme
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.background(
      colorScheme == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1))
  }
}

private struct TintedFieldStyle: TextFieldStyle {
  @Environment(\.isEnabled) var isEnabled
  func _body(configuration: TextField<_Label>) -> some View {
    configuration.padding(4).background(
      isEnabled ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
  }
}

@Suite struct StyleEnvironmentTests {
  func fills(_ view: some View) throws -> [String] {
    try ImageRenderer(content: view).render().displayList.dump.split(separator: "\n")
      .filter { $0.hasPrefix("fill") }.map { String($0.split(separator: " ").last ?? "") }
  }

  @Test @MainActor func aButtonStyleReadsTheButtonsEnvironment() throws {
    let enabled = try fills(Button("Go") {}.buttonStyle(FadingButtonStyle()))
    let disabled = try fills(Button("Go") {}.buttonStyle(FadingButtonStyle()).disabled(true))
    let inside = try fills(VStack { Button("Go") {}.disabled(true) }.buttonStyle(FadingButtonStyle()))
    #expect(enabled == ["#0000FFFF"])
    #expect(disabled == ["#808080FF"])
    #expect(inside == ["#808080FF"], "the disabled modifier is between the style and the button")
  }

  @Test @MainActor func toggleAndTextFieldStylesReadTheirControlsEnvironment() throws {
    let toggle = try fills(
      Toggle("On", isOn: .constant(true)).toggleStyle(ColoredToggleStyle()).environment(\.colorScheme, .dark))
    #expect(toggle == ["#000000FF"])
    let field = try fills(
      TextField("Name", text: .constant("")).disabled(true).textFieldStyle(TintedFieldStyle()))
    #expect(field == ["#FF0000FF"])
  }
}
