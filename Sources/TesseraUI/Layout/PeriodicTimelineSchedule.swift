import Foundation

/// At a fixed interval.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  /// From a date, every `interval` seconds.
  public init(from startDate: Date, by interval: TimeInterval) {}
}
