import Foundation

/// The current-value label of a timer progress view, as SwiftUI's `DefaultDateProgressLabel`: the
/// timer's text, as `Text(timerInterval:countsDown:)` shows it.
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The timer's text.
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}
