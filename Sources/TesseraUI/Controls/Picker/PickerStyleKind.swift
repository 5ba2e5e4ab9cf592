/// The built-in picker looks.
nonisolated public enum PickerStyleKind: Sendable {
  /// A menu button showing the selection.
  case menu
  /// A segmented control.
  case segmented
  /// The options as rows with a checkmark.
  case inline
  /// A wheel.
  case wheel
  /// A navigation row showing the selection.
  case navigationLink
  /// A palette (drawn as segmented).
  case palette
}
