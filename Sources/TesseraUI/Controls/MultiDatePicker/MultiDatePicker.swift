import Foundation

/// A control that selects several dates, as SwiftUI's `MultiDatePicker`, drawn as iOS's month
/// calendar: the month and year (17 pt semibold) with accent-colored chevrons, the weekday
/// initials (13 pt semibold, secondary), then a 7-column grid of day numbers (20 pt rows of 44
/// points); a selected day is bold white on an accent circle of diameter 40, a day out of bounds
/// is tertiary. The month shown is the earliest selected day's, else the bounds' start's, else
/// the current month's. Dates are in UTC with the environment's locale (en_US unless set), so
/// snapshots are the same on every machine. The label is not drawn (it names the calendar).
nonisolated public struct MultiDatePicker<Label: View>: View {
  let selection: Binding<Set<DateComponents>>
  let lower: Date?
  let upper: Date?
  let label: Label
  @Environment(\.locale) private var locale

  /// A calendar selecting any dates, with a label view.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.selection = selection
    lower = nil
    upper = nil
    self.label = label()
  }
  /// A calendar selecting dates in `bounds` (upper bound excluded), with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    lower = bounds.lowerBound
    upper = bounds.upperBound
    self.label = label()
  }
  /// A calendar selecting dates from `bounds`' start on, with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    lower = bounds.lowerBound
    upper = nil
    self.label = label()
  }
  /// A calendar selecting dates before `bounds`' end, with a label view.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    lower = nil
    upper = bounds.upperBound
    self.label = label()
  }

  /// The month calendar.
  public var body: some View {
    let month = MultiDatePickerMonth(
      selection: selection.wrappedValue, lower: lower, upper: upper, locale: locale, now: Date())
    return VStack(spacing: 8) {
      HStack {
        Text(verbatim: month.title).font(.system(size: 17, weight: .semibold))
        Spacer()
        Image(systemName: "chevron.left").foregroundStyle(Color.accentColor)
        Image(systemName: "chevron.right").foregroundStyle(Color.accentColor).padding(.leading, 20)
      }
      .padding(.horizontal, 8)
      HStack(spacing: 0) {
        ForEach(month.weekdays.indices, id: \.self) { i in
          Text(verbatim: month.weekdays[i]).font(.system(size: 13, weight: .semibold))
            .foregroundStyle(.secondary).frame(maxWidth: .infinity)
        }
      }
      VStack(spacing: 0) {
        ForEach(month.weeks.indices, id: \.self) { w in
          HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { d in
              MultiDatePickerDay(day: month.weeks[w][d]).frame(
                maxWidth: .infinity, minHeight: 44, maxHeight: 44)
            }
          }
        }
      }
    }
    .accessibilityElement(children: .contain)
  }
}

nonisolated extension MultiDatePicker where Label == Text {
  /// A calendar titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  /// A calendar titled with a localized string key, selecting dates in `bounds`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
  {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }
  /// A calendar titled with a localized string key, selecting dates from a date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }
  /// A calendar titled with a localized string key, selecting dates before a date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }
  /// A calendar titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }
  /// A calendar titled with a string, selecting dates in `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
  {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
  /// A calendar titled with a string, selecting dates from a date on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
  /// A calendar titled with a string, selecting dates before a date.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
}

/// One cell of the month grid: a day (or nothing before the 1st and after the last).
struct MultiDatePickerDayCell: Hashable {
  let number: Int
  let selected: Bool
  let enabled: Bool
}

/// A day number, circled when selected.
nonisolated struct MultiDatePickerDay: View {
  let day: MultiDatePickerDayCell?
  var body: some View {
    if let day {
      Text(verbatim: "\(day.number)")
        .font(.system(size: 20, weight: day.selected ? .semibold : .regular))
        .foregroundStyle(
          day.selected ? Color.white : day.enabled ? Color.primary : Color(white: 0.5).opacity(0.5)
        )
        .frame(width: 40, height: 40)
        .background { if day.selected { Circle().fill(Color.accentColor) } }
    } else {
      Color.clear
    }
  }
}

/// The month a multi-date picker shows, laid out in weeks.
struct MultiDatePickerMonth {
  let title: String
  let weekdays: [String]
  let weeks: [[MultiDatePickerDayCell?]]

  init(selection: Set<DateComponents>, lower: Date?, upper: Date?, locale: Locale, now: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = locale
    let selectedDays = Set(
      selection.compactMap { c -> Date? in
        guard let y = c.year, let m = c.month, let d = c.day else { return nil }
        return calendar.date(from: DateComponents(year: y, month: m, day: d))
      })
    if selectedDays.isEmpty, lower == nil {
      Diagnostics.warnOnThisThread(
        "MultiDatePicker with no selection and no lower bound shows the current month, so the picture "
          + "changes with the date: give it a selection or bounds")
    }
    let shown = selectedDays.min() ?? lower ?? now
    let parts = calendar.dateComponents([.year, .month], from: shown)
    let first = calendar.date(from: parts) ?? shown
    let f = DateFormatter()
    f.locale = locale
    f.timeZone = calendar.timeZone
    f.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    title = f.string(from: first)
    let given: [String] = f.veryShortStandaloneWeekdaySymbols
    let symbols = given.count == 7 ? given : ["S", "M", "T", "W", "T", "F", "S"]
    let start = calendar.firstWeekday - 1
    weekdays = (0..<7).map { symbols[(start + $0) % symbols.count] }
    let count = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
    let lead = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    var cells: [MultiDatePickerDayCell?] = Array(repeating: nil, count: lead)
    for n in 1...count {
      let date = calendar.date(byAdding: .day, value: n - 1, to: first) ?? first
      let enabled =
        (lower.map { calendar.startOfDay(for: $0) <= date } ?? true) && (upper.map { date < $0 } ?? true)
      cells.append(MultiDatePickerDayCell(number: n, selected: selectedDays.contains(date), enabled: enabled))
    }
    while cells.count % 7 != 0 { cells.append(nil) }
    weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }
}
