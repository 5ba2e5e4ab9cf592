import Foundation

/// A control that selects a date, as SwiftUI's `DatePicker`, drawn in iOS's compact style: the
/// label leading, the date (and time) trailing as 17 pt text on `tertiarySystemFill` capsules of
/// radius 6, 6 pt apart. Dates are written in the environment's locale (`\.locale`, en_US unless
/// set: "Jun 3, 2019" and "9:41 AM"; de_DE "03.06.2019" and "09:41") and in UTC, so snapshots
/// are the same on every machine.
nonisolated public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label
  @Environment(\.locale) private var locale

  /// A date picker with a label view.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    components = displayedComponents
    self.label = label()
  }
  /// A date picker limited to a range, with a label view.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }
  /// A date picker from a date on, with a label view.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }
  /// A date picker up to a date, with a label view.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The label and the date.
  public var body: some View {
    let date = selection.wrappedValue
    return HStack(spacing: 6) {
      label
      Spacer(minLength: 8)
      if components.contains(.date) { DateChip(text: DatePickerFormat.date(date, locale)) }
      if components.contains(.hourAndMinute) { DateChip(text: DatePickerFormat.time(date, locale)) }
    }
  }
}

nonisolated extension DatePicker where Label == Text {
  /// A date picker titled with a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A date picker titled with a localized string key, limited to a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a localized string key, from a date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a localized string key, up to a date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The compact style.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// The graphical style.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// The wheel style.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
  /// The style of date pickers inside this view (drawn compact).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}

/// A date or time on a rounded gray chip.
nonisolated struct DateChip: View {
  let text: String
  @Environment(\.systemDesign) var design
  var body: some View {
    Text(verbatim: text)
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background {
        // iOS 26 draws the chips as capsules.
        if design == .ios26 {
          Capsule().fill(SystemColors.tertiarySystemFill.color)
        } else {
          RoundedRectangle(cornerRadius: 6).fill(SystemColors.tertiarySystemFill.color)
        }
      }
  }
}

/// How the compact date picker writes dates: in the environment's locale (en_US by default), in
/// UTC so every machine draws the same.
nonisolated enum DatePickerFormat {
  static func formatter(_ date: DateFormatter.Style, _ time: DateFormatter.Style, _ locale: Locale)
    -> DateFormatter
  {
    let f = DateFormatter()
    f.locale = locale
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateStyle = date
    f.timeStyle = time
    return f
  }
  static func date(_ d: Date, _ locale: Locale) -> String {
    formatter(.medium, .none, locale).string(from: d)
  }
  static func time(_ d: Date, _ locale: Locale) -> String { formatter(.none, .short, locale).string(from: d) }
}
