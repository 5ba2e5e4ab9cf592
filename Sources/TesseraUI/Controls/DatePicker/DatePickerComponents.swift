import Foundation

/// What a date picker shows, as SwiftUI's `DatePickerComponents`.
nonisolated public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Components from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The time.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// The date.
  public static let date = DatePickerComponents(rawValue: 2)
}
