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
