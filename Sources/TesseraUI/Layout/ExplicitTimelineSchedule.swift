import Foundation

/// At given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  /// At the dates given.
  public init(_ dates: Entries) {}
}
