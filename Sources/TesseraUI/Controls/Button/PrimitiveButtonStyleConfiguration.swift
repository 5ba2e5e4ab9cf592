/// What a ``PrimitiveButtonStyle`` is given: the label, the role, and ``trigger()`` to run the
/// action.
nonisolated public struct PrimitiveButtonStyleConfiguration {
  /// A button's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init<V: View>(_ content: V) { self.content = AnyView(content) }
    /// The label.
    public var body: AnyView { content }
  }
  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: () -> Void

  init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void) {
    self.role = role
    self.label = label
    action = trigger
  }

  /// Runs the button's action (nothing when it is disabled).
  public func trigger() { action() }
}
