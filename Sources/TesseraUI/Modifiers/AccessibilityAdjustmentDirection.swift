import TesseraDisplayList

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Sendable {
  /// Up.
  case increment
  /// Down.
  case decrement
}
