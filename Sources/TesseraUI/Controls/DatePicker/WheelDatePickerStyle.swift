import Foundation

/// The wheel style (drawn compact).
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
