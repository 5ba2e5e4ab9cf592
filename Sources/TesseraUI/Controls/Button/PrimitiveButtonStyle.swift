/// How buttons look and are triggered, as SwiftUI's `PrimitiveButtonStyle`; the built-in styles
/// (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are these.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// The view for a button's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension StyleSlot where Configuration == PrimitiveButtonStyleConfiguration {
  /// A `ButtonStyle` in the primitive buttons' slot: the label it makes is the button.
  init<S: ButtonStyle>(buttonStyle style: S, outer: StyleSlot?) {
    self.init(
      erased: { c in
        let configuration = ButtonStyleConfiguration(
          role: c.role, label: ButtonStyleConfiguration.Label(c.label.content), isPressed: false)
        return AnyView(MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) })
      }, outer: outer)
  }
}

nonisolated struct ButtonRoleKey: EnvironmentKey { static let defaultValue: ButtonRole? = nil }

extension EnvironmentValues {
  /// The role of the button being drawn (its style reads it).
  var buttonRole: ButtonRole? {
    get { self[ButtonRoleKey.self] }
    set { self[ButtonRoleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The style of buttons inside this view: a built-in one (`.bordered`, `.borderedProminent`,
  /// `.borderless`, `.plain`, `.automatic`) or your own primitive style.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    self.style { (configuration: PrimitiveButtonStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
  /// The style of buttons inside this view: your own `ButtonStyle`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    self.style { (c: PrimitiveButtonStyleConfiguration) in
      MainActorBody.call(
        style,
        ButtonStyleConfiguration(
          role: c.role, label: ButtonStyleConfiguration.Label(c.label.content), isPressed: false)
      ) { $0.makeBody(configuration: $1) }
    }
  }
}
