import Foundation

/// The default style.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
