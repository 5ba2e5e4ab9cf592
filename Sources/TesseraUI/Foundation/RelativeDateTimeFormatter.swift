import Foundation

#if !canImport(Darwin)
  /// Foundation's `RelativeDateTimeFormatter` where Foundation lacks it (Linux): a date relative to
  /// another in a locale's words ("2 hours ago", "in 3 days", "yesterday"), through Foundation's
  /// anchored relative date format style, which Apple's Foundation shares.
  public final class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago".
      case full
      /// "two hours ago".
      case spellOut
      /// "2 hr. ago".
      case short
      /// "2h ago".
      case abbreviated
    }
    /// Whether dates are numbers or named days where a language has names.
    public enum DateTimeStyle: Int, Sendable {
      /// "1 day ago".
      case numeric
      /// "yesterday".
      case named
    }

    /// How units are written. Default `.full`.
    public var unitsStyle: UnitsStyle = .full
    /// Numbers or named days. Default `.numeric`.
    public var dateTimeStyle: DateTimeStyle = .numeric
    /// The locale of the words. Default `Locale.current` (Foundation declares it `Locale!`).
    public var locale: Locale = .current
    /// The calendar whose units are counted. Default `Calendar.current`.
    public var calendar: Calendar = .current

    /// A formatter in the current locale.
    public override init() { super.init() }
    /// A formatter from an archive: archives are not read here.
    public required init?(coder: NSCoder) { return nil }

    /// `date` relative to `referenceDate` ("2 hours ago" when it is two hours earlier).
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      var style = Date.AnchoredRelativeFormatStyle(
        anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units)
      style.locale = locale
      style.calendar = calendar
      return style.format(referenceDate)
    }

    /// A time interval from now, in seconds, in words ("in 5 minutes" for 300).
    public func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Date components from now in words: each set unit added to now.
    public func localizedString(from dateComponents: DateComponents) -> String {
      let now = Date()
      return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A date relative to now; nil for anything else.
    public override func string(for obj: Any?) -> String? {
      guard let date = obj as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }

    private var units: Date.AnchoredRelativeFormatStyle.UnitsStyle {
      switch unitsStyle {
      case .full: return .wide
      case .spellOut: return .spellOut
      case .short: return .abbreviated
      case .abbreviated: return .narrow
      }
    }
  }
#endif
