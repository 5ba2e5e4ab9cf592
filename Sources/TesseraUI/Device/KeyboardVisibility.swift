/// Whether a `DeviceScreen` shows the software keyboard.
public enum KeyboardVisibility: Hashable, Sendable {
  /// No keyboard (default).
  case hidden
  /// The English QWERTY keyboard at the bottom of the screen, as iOS shows it for a focused text
  /// field: the content's safe area ends at its top.
  case shown
}
