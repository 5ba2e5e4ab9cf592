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
