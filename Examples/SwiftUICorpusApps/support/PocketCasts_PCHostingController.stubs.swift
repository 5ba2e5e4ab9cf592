import SwiftUI

// Stand-ins for Automattic/pocket-casts-ios: podcasts/Theme.swift (`Theme`, its shared instance and the
// preferred light/dark theme look-ups; `ThemeType` is PocketCastsServer's enum, reduced here),
// podcasts/Settings.swift (`shouldFollowSystemTheme()`), podcasts/AppTheme.swift (the two navigation-bar
// colours), podcasts/ThemeColor.swift (`secondaryUi01(for:)`) and podcasts/Constants.swift (the
// theme-changed notification name). Colours here are placeholders for the app's theme tables;
// `sharedTheme` is `nonisolated(unsafe)` here so that the stub compiles in Swift 6 mode.
class Theme: ObservableObject {
    nonisolated(unsafe) static let sharedTheme = Theme()

    enum ThemeType: Int32, CaseIterable, Codable {
        case light, dark
    }

    @Published var activeTheme: ThemeType = .light

    class func preferredDarkTheme() -> ThemeType { .dark }
    class func preferredLightTheme() -> ThemeType { .light }
}

class Settings {
    class func shouldFollowSystemTheme() -> Bool { true }
}

class AppTheme {
    class func navBarTitleColor(themeOverride: Theme.ThemeType? = nil) -> UIColor {
        themeOverride == .dark ? .white : .black
    }

    class func navBarIconsColor(themeOverride: Theme.ThemeType? = nil) -> UIColor {
        themeOverride == .dark ? .white : .black
    }
}

struct ThemeColor {
    static func secondaryUi01(for theme: Theme.ThemeType? = nil) -> UIColor {
        theme == .dark ? .black : .white
    }
}

struct Constants {
    enum Notifications {
        static let themeChanged = NSNotification.Name(rawValue: "ThemeChanged")
    }
}
