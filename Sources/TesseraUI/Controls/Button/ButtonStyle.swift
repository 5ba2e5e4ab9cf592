/// How buttons look, as SwiftUI's `ButtonStyle`: a body made from the configuration's label,
/// whether it is pressed (never, in a still) and its role. Set with `.buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// The view for a button's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given: the button's label, its role, whether it is pressed.
nonisolated public struct ButtonStyleConfiguration {
  /// A button's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is pressed: false in a still.
  public let isPressed: Bool
}
