import Foundation

extension EnvironmentValues {
  /// The calendar dates are shown in, as SwiftUI's `\.calendar`. Default: Gregorian, in UTC,
  /// en_US (not the machine's: the same image on every machine).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in, as SwiftUI's `\.timeZone`. Default UTC (not the
  /// machine's).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the person asked for less motion (Reduce Motion). Default false.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the person asked for less transparency (Reduce Transparency). Default false.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the person asked to differentiate without color. Default false.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the display's colors are inverted (Smart Invert). Default false.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether buttons are drawn with shapes (Button Shapes). Default false.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }

  /// Whether VoiceOver is running. Default false.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// Whether an assistive technology (VoiceOver, Switch Control) is running. Default false.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }
}

nonisolated private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }
}

nonisolated private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current }
}

nonisolated private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
nonisolated private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
