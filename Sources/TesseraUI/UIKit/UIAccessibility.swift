import Foundation

#if !canImport(Darwin)
  /// UIKit's accessibility settings and announcements, as app code asks them next to SwiftUI
  /// (`UIAccessibility.isReduceMotionEnabled`): each setting is the environment's value of the
  /// view being drawn (a preview variant's reduce motion, increased contrast, inverted colors);
  /// Bold Text is off,
  /// false outside a body; VoiceOver is never running in a still; posted notifications are
  /// dropped.
  nonisolated public enum UIAccessibility {
    private static var environment: EnvironmentValues { EnvironmentValues.current }

    /// Whether VoiceOver is running: false.
    public static var isVoiceOverRunning: Bool { environment.accessibilityVoiceOverEnabled }
    /// Whether Switch Control is running: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
    /// Whether Increase Contrast is on.
    public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
    /// Whether Smart Invert is on.
    public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool {
      environment.accessibilityDifferentiateWithoutColor
    }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Grayscale is on: false.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether closed captions are on: false.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether cross-fade transitions are preferred: false.
    public static var prefersCrossFadeTransitions: Bool { false }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityBoldTextStatusDidChangeNotification")

    /// A notification an app posts to assistive technologies.
    public struct Notification: Hashable, Sendable {
      let rawValue: UInt32
      /// Announces a string.
      public static let announcement = Notification(rawValue: 1008)
      /// The screen changed.
      public static let screenChanged = Notification(rawValue: 1000)
      /// The layout changed.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// A page scrolled.
      public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts a notification to assistive technologies: none listens in a still.
    public static func post(notification: Notification, argument: Any?) {}
  }
#endif
