// Stubs for the ground-truth harness: what Tests/App/Settings/PrivacyView.test.swift defines for this case (nothing:
// the view is the app's own), and minimal stand-ins for what the copied sources take from the rest of the app and
// its packages: Current (settings store, crash reporter), the L10n strings (English), MaterialDesignIcons,
// UIColor.haPrimary, FirebaseMessaging's Messaging, SettingsScreenSearchable/SettingsSearchEntry.
import Foundation
import SwiftUI

// From Sources/Shared/Resources/Swiftgen/Strings.swift at fa06b41 (the entries PrivacyView.swift uses).
public enum L10n {
  public enum SettingsDetails {
    public enum Privacy {
      /// You are in control of your data.
      public static var body: String { return L10n.tr("Localizable", "settings_details.privacy.body") }
      /// Privacy
      public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.title") }
      public enum Alerts {
        /// Allows checking for important alerts like security vulnerabilities.
        public static var description: String { return L10n.tr("Localizable", "settings_details.privacy.alerts.description") }
        /// Alerts
        public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.alerts.title") }
      }
      public enum Analytics {
        /// Allows collection of basic information about your device and interactions with the app. No user identifiable data is shared, including your Home Assistant URLs and tokens. You must restart the app for changes to this setting to take effect.
        public static var genericDescription: String { return L10n.tr("Localizable", "settings_details.privacy.analytics.generic_description") }
        /// Analytics
        public static var genericTitle: String { return L10n.tr("Localizable", "settings_details.privacy.analytics.generic_title") }
      }
      public enum CrashReporting {
        /// Allows for deeper tracking of crashes and other errors in the app, leading to faster fixes being published. No user identifiable information is sent, other than basic device information. You must restart the app for changes to this setting to take effect.
        public static var description: String { return L10n.tr("Localizable", "settings_details.privacy.crash_reporting.description") }
        /// Crash Reporting
        public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.crash_reporting.title") }
      }
      public enum Messaging {
        /// Firebase Cloud Messaging must be enabled for push notifications to function.
        public static var description: String { return L10n.tr("Localizable", "settings_details.privacy.messaging.description") }
        /// Firebase Cloud Messaging
        public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.messaging.title") }
      }
    }
  }
}

// MARK: - Implementation Details

extension L10n {
  // Stand-in for the app's lookup (`Current.localized.string(key, table)`): the English values of
  // Sources/App/Resources/en.lproj/Localizable.strings.
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = english[key] ?? key
    return String(format: format, locale: Locale.current, arguments: args)
  }

  private static let english: [String: String] = [
    "settings_details.privacy.alerts.description": "Allows checking for important alerts like security vulnerabilities.",
    "settings_details.privacy.alerts.title": "Alerts",
    "settings_details.privacy.analytics.generic_description": "Allows collection of basic information about your device and interactions with the app. No user identifiable data is shared, including your Home Assistant URLs and tokens. You must restart the app for changes to this setting to take effect.",
    "settings_details.privacy.analytics.generic_title": "Analytics",
    "settings_details.privacy.body": "You are in control of your data.",
    "settings_details.privacy.crash_reporting.description": "Allows for deeper tracking of crashes and other errors in the app, leading to faster fixes being published. No user identifiable information is sent, other than basic device information. You must restart the app for changes to this setting to take effect.",
    "settings_details.privacy.crash_reporting.title": "Crash Reporting",
    "settings_details.privacy.messaging.description": "Firebase Cloud Messaging must be enabled for push notifications to function.",
    "settings_details.privacy.messaging.title": "Firebase Cloud Messaging",
    "settings_details.privacy.title": "Privacy",
  ]
}

// Stand-in for Shared's `Current` (Sources/Shared/Environment/Environment.swift): only what PrivacyView reads, with
// the app's defaults (SettingsStore.Privacy.default(for:): messaging and alerts on, crashes and analytics off;
// CrashReporterImpl: no crash reporter, no analytics), which is what the reference shows.
public class AppEnvironment {
    public var crashReporter: CrashReporter = CrashReporterImpl()
    public var settingsStore = SettingsStore()
}

public let Current = AppEnvironment()

public protocol CrashReporter {
    var hasCrashReporter: Bool { get }
    var hasAnalytics: Bool { get }
}

public class CrashReporterImpl: CrashReporter {
    public var hasCrashReporter: Bool = false
    public var hasAnalytics: Bool = false
}

public class SettingsStore {
    public struct Privacy {
        public var messaging: Bool
        public var crashes: Bool
        public var analytics: Bool
        public var alerts: Bool
        public var updates: Bool
        public var updatesIncludeBetas: Bool
    }

    public var privacy = Privacy(
        messaging: true,
        crashes: false,
        analytics: false,
        alerts: true,
        updates: true,
        updatesIncludeBetas: true
    )
}

// Stand-in for FirebaseMessaging's Messaging (only used in an onChange action).
final class Messaging {
    private static let shared = Messaging()
    static func messaging() -> Messaging { shared }
    var isAutoInitEnabled = true
}

// From Sources/App/Settings/Settings/SettingsScreenSearchable.swift and SettingsSearchEntry.swift at fa06b41.
protocol SettingsScreenSearchable {
    static var settingsSearchEntries: [SettingsSearchEntry] { get }
}

struct SettingsSearchEntry: Hashable {
    let title: String
    let keywords: [String]

    init(_ title: String, keywords: [String] = []) {
        self.title = title
        self.keywords = keywords
    }
}

// Stand-in for HAIconic's MaterialDesignIcons (Sources/HAIconic/Sources/MaterialDesignIcons.swift and
// IconDrawable.swift at fa06b41): the icons the copied sources name. The real image(ofSize:color:) draws the
// glyph from the Material Design Icons font (not available here) into a UIImage of the size asked for (80x80 pt
// in the header), in the colour asked for. This one draws the symbol of the same meaning (`lock.fill`, whose
// Material glyph MDI's lock comes from) at that size and colour with SwiftUI's ImageRenderer, at the reference's
// 3x scale, so the header keeps the real image's 80 pt and an icon like it.
public final class MaterialDesignIcons {
    public let name: String
    public let unicode: String

    private init(name: String, unicode: String) {
        self.name = name
        self.unicode = unicode
    }

    public static let abTestingIcon = MaterialDesignIcons(name: "ab_testing", unicode: "\u{F01C9}")
    public static let lockIcon = MaterialDesignIcons(name: "lock", unicode: "\u{F033E}")

    private var symbolName: String { name == "lock" ? "lock.fill" : "questionmark.square" }

    @MainActor
    public func image(ofSize size: CGSize, color: UIColor?) -> UIImage {
        let glyph = Image(systemName: symbolName)
            .resizable()
            .foregroundStyle(Color(uiColor: color ?? .label))
            // MDI draws its 24-unit grid over the whole size, and its lock's path spans x 4-20 and
            // y 1-22 of it: a resizable symbol is its ink, so the ink gets that part of the size.
            .frame(width: size.width * 16 / 24, height: size.height * 21 / 24)
            .padding(.top, size.height / 24)
            .padding(.bottom, size.height * 2 / 24)
            .frame(width: size.width, height: size.height)
        let renderer = ImageRenderer(content: glyph)
        renderer.scale = 3
        return renderer.uiImage ?? UIImage()
    }
}

// From Sources/HADesignSystem/Sources/Colors/Color+Semantic.swift, where it is `#if canImport(UIKit)` (true in the
// harness, whose UIKit module is TesseraUI; kept here for a build without it).
#if !canImport(UIKit)
public extension UIColor {
    static let haPrimary = UIColor(red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0, alpha: 1)
}
#endif
