import Foundation

nonisolated extension ProgressView {
  /// A bar over a time interval with a label and a current-value label. A still has no clock: it
  /// shows the interval's start, a full bar when counting down (the default), an empty one
  /// counting up.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = Self.timerFraction(timerInterval, countsDown: countsDown)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  /// The bar's fraction at the interval's start (an empty interval is complete).
  static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard total > 0 else { return countsDown ? 0 : 1 }
    return Text.timerSeconds(interval, at: interval.lowerBound, countsDown: countsDown) / total
  }
}

nonisolated extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar over a time interval with a label; the timer's text below it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar over a time interval with the timer's text below it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}
