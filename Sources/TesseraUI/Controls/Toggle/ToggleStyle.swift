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

/// What a ``ToggleStyle`` is given: the label, and whether the toggle is on (settable through
/// `$isOn`, as a custom style's tap does).
nonisolated public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is its binding.
  @Binding public var isOn: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
  /// Whether some sources are on and others off (a toggle with `sources:`). False here.
  public var isMixed: Bool { false }
}

nonisolated extension View {
  /// The style of toggles inside this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    self.style { (configuration: ToggleStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

/// The default toggle style, `.automatic`: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  public init() {}
  /// A switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
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
