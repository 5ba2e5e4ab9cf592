import Foundation

nonisolated extension Text {
  /// A value formatted with a format style: `Text(price, format: .currency(code: "EUR"))`,
  /// `Text(date, format: .dateTime.year())`. As in SwiftUI, the style is given the environment's
  /// locale (`\.locale`, en_US unless a preview or variant sets another): `1234.5` with `.number`
  /// is "1,234.5" in en_US and "1.234,5" in de_DE, and never depends on the machine's locale.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    let english = Locale(identifier: "en_US")
    // Erased: the closure calls through a protocol and captures no metatype of F.
    let box: any LocaleFormatting = FormatBox(input: input, format: format)
    self.init(runs: [Run(string: box.format(in: english), localized: { box.format(in: $0) })])
  }

  /// A date in a style, in English (United States) and UTC, so snapshots are the same on every
  /// machine: `.date` "June 3, 2019", `.time` "3:30 PM"; `.relative`, `.offset` and `.timer` are
  /// measured from the Unix epoch, not the clock (a still has no "now").
  public init(_ date: Date, style: DateStyle) { self.init(verbatim: Text.format(date, style: style)) }

  /// A range of dates, "June 3, 2019 – June 5, 2019" (English, UTC).
  public init(_ dates: ClosedRange<Date>) {
    self.init(
      verbatim: Text.format(dates.lowerBound, style: .date) + " – "
        + Text.format(dates.upperBound, style: .date))
  }

  /// A date interval, as ``init(_:)-(ClosedRange<Date>)``.
  public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

  /// A date as `Text(_:style:)` shows it.
  static func format(_ date: Date, style: DateStyle) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US")
    f.timeZone = TimeZone(identifier: "UTC")
    switch style.kind {
    case 0:
      f.dateStyle = .none
      f.timeStyle = .short
      return f.string(from: date)
    case 1:
      f.dateStyle = .long
      f.timeStyle = .none
      return f.string(from: date)
    default:
      let seconds = Int(date.timeIntervalSince1970.rounded())
      let a = abs(seconds)
      if style.kind == 4 { return String(format: "%d:%02d", a / 60, a % 60) }
      let text: String
      if a >= 3600 {
        text = "\(a / 3600) hr, \((a % 3600) / 60) min"
      } else if a >= 60 {
        text = "\(a / 60) min, \(a % 60) sec"
      } else {
        text = "\(a) sec"
      }
      if style.kind == 3 { return (seconds < 0 ? "-" : "+") + text }
      return text
    }
  }
}

/// A value and its format style, formatted in a locale when the text is drawn.
/// A value and its format style, formatted in any locale, behind a protocol so that closures
/// holding one capture no generic metatype.
protocol LocaleFormatting: Sendable {
  /// The value formatted in `locale`.
  func format(in locale: Locale) -> String
}

nonisolated private struct FormatBox<F: FormatStyle>: LocaleFormatting, @unchecked Sendable
where F.FormatOutput == String {
  // Format styles and their inputs are values; they are only read.
  let input: F.FormatInput
  let format: F

  func format(in locale: Locale) -> String { format.locale(locale).format(input) }
}
