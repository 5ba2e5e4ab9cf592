import Foundation

/// The graphical style (drawn compact).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
