import Foundation

/// Every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Every minute.
  public init() {}
}
