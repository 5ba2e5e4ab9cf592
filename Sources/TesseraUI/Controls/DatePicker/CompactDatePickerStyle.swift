import Foundation

/// The compact style.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
