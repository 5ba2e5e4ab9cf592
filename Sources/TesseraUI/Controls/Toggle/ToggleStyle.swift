/// How toggles look, as SwiftUI's `ToggleStyle`. Set with `.toggleStyle(_:)`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view a toggle becomes.
  associatedtype Body: View
  /// The view for a toggle's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ToggleStyleConfiguration
}

nonisolated extension View {
  /// The style of toggles inside this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    self.style { (configuration: ToggleStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style (a switch).
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that looks selected when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
