import Foundation

/// What a timeline's content is given: the date to draw.
nonisolated public struct TimelineViewDefaultContext: Sendable {
  /// The date of the still (2024-06-10 09:41:00 UTC).
  public let date: Date
  /// How often the timeline updates.
  public let cadence: Cadence

  /// 2024-06-10 09:41:00 UTC, a Monday.
  static let stillDate = Date(timeIntervalSince1970: 1_718_012_460)

  /// Update rates.
  public enum Cadence: Comparable, Sendable {
    /// Every frame.
    case live
    /// Every second.
    case seconds
    /// Every minute.
    case minutes
  }
}
