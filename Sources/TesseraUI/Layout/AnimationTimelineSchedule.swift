import Foundation

/// Every frame.
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// Every frame, at most every `minimumInterval` seconds.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
