import Foundation

extension Text {
  /// A value formatted with a format style: `Text(price, format: .currency(code: "EUR"))`,
  /// `Text(date, format: .dateTime.year())`. The style's own locale applies (Foundation's default
  /// is the machine's: give styles a locale, `.locale(Locale(identifier: "en_US"))`, for the same
  /// bytes everywhere).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
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
