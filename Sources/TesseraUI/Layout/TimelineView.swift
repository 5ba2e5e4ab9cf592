import Foundation

/// A view that redraws on a schedule, as SwiftUI's `TimelineView`: a still draws it once, at a
/// fixed date, the same on every machine: Monday 2024-06-10 09:41:00 UTC, the moment the status
/// bar of a `DeviceScreen` shows (9:41, "Mon Jun 10"), so a clock drawn from it agrees with the
/// bar when its calendar is in UTC.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let content: Content

  /// A timeline on a schedule.
  public init(_ schedule: Schedule, @ViewBuilder content: (Context) -> Content) {
    self.content = content(Context(date: TimelineViewDefaultContext.stillDate, cadence: .live))
  }

  /// The content at the still's date.
  public var body: some View { content }

  /// What the content is given.
  public typealias Context = TimelineViewDefaultContext
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Every frame, at most every `minimumInterval` seconds.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// From a date, every `interval` seconds.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
