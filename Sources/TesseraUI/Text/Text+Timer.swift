import Foundation

nonisolated extension Text {
  /// A timer over an interval, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
  /// "M:SS", or "H:MM:SS" from an hour on when `showsHours` (default true; otherwise minutes
  /// pass 59). A still has no clock: it shows the timer at `pauseTime` if given, else at the
  /// interval's start, so counting down (the default) shows the whole interval and counting up
  /// shows "0:00".
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.init(
      verbatim: Text.timer(
        Text.timerSeconds(timerInterval, at: pauseTime ?? timerInterval.lowerBound, countsDown: countsDown),
        showsHours: showsHours))
  }

  /// The seconds a timer over `interval` shows at `time`: the time left, or passed when counting
  /// up, clamped to the interval.
  static func timerSeconds(_ interval: ClosedRange<Date>, at time: Date, countsDown: Bool) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let passed = min(total, max(0, time.timeIntervalSince(interval.lowerBound)))
    return countsDown ? total - passed : passed
  }

  /// "M:SS" or "H:MM:SS" for whole seconds (rounded down).
  static func timer(_ seconds: Double, showsHours: Bool) -> String {
    let s = seconds.isFinite ? Int(max(0, seconds)) : 0
    if showsHours, s >= 3600 {
      return String(format: "%d:%02d:%02d", s / 3600, (s % 3600) / 60, s % 60)
    }
    return String(format: "%d:%02d", s / 60, s % 60)
  }
}
