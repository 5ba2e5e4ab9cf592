import SwiftUI
// Swift samples of ADR-02 "Accessor Strategy for Component Styling"
// (seed 001_84879076eac18290), copied as written: ThemeEnvironment.swift, DSThemeModifier.swift,
// ColorModifiers.swift and ContentView.swift, concatenated into one file.
// DSThemeColorScheme, DSAdaptiveColorScheme, getColorSchemeLight() and getColorSchemeDark()
// are not defined by the ADR; minimal definitions live in support/Seed001DSTheme.stubs.swift.
//
// Fixes (each would also fail with Apple's SwiftUI):
//  1. DSThemeModifier.swift, `themeColorScheme(_:)`: `environment(\.dsThemeColorScheme, colorScheme)`
//     passed `colorScheme` (which resolves to View's `colorScheme(_:)` method, not a
//     DSThemeColorScheme); changed to the parameter `theme`.
//  2. ContentView.swift: removed `import DBUXFoundation` (the framework's code is in this file).

// DBUXFoundation/ThemeEnvironment.swift:

import SwiftUI

extension EnvironmentValues {
    @Entry var dsThemeColorScheme: DSThemeColorScheme = getColorSchemeLight()
    @Entry var dsActiveColorScheme: DSAdaptiveColorScheme = getColorSchemeLight().neutral
}

// DBUXFoundation/DSThemeModifier.swift:

import SwiftUI

struct DSThemeModifier: ViewModifier {
    @Environment(\.colorScheme) var systemColorScheme
    
    func body(content: Content) -> some View {
        content
            .themeColorScheme(adaptiveColorScheme)
            .activeColorScheme(adaptiveColorScheme.neutral)
    }
    
    var adaptiveColorScheme: DSThemeColorScheme {
        systemColorScheme == .dark ? getColorSchemeDark() : getColorSchemeLight()
    }
}

extension View {
    public func dsTheme() -> some View {
        modifier(DSThemeModifier())
    }
    
    func themeColorScheme(_ theme: DSThemeColorScheme) -> some View {
        environment(\.dsThemeColorScheme, theme)
    }
    
    func activeColorScheme(_ color: DSAdaptiveColorScheme) -> some View {
        environment(\.dsActiveColorScheme, color)
    }
}

// DBUXFoundation/ColorModifiers.swift:

import SwiftUI

struct DSSetColorSchemeModifier: ViewModifier {
    @Environment(\.dsThemeColorScheme) var themeColorScheme
    var flag: DSAdaptiveFlag
    
    func body(content: Content) -> some View {
        let colors: DSAdaptiveColorScheme
        switch flag {
        case .neutral:
            colors = themeColorScheme.neutral
        case .critical:
            colors = themeColorScheme.critical
        // Add other flag cases as needed
        default:
            colors = themeColorScheme.neutral
        }
        
        return content.environment(\.dsActiveColorScheme, colors)
    }
}

extension View {
    func dsSetColorScheme(_ flag: DSAdaptiveFlag) -> some View {
        self.modifier(DSSetColorSchemeModifier(flag: flag))
    }
}

enum DSAdaptiveFlag: Hashable {
    case neutral
    case brand
    case informational
    case warning
    case successful
    case critical
    // Add additional flags as needed
}

// ContentView.swift:

import SwiftUI

struct ContentView: View {
    @Environment(\.dsThemeColorScheme) var themeColorScheme
    @Environment(\.dsActiveColorScheme) var activeColorScheme
    
    var body: some View {
        VStack {
            Text("Critical Alert")
                .dsSetColorScheme(.critical)
                .foregroundColor(activeColorScheme.bgBasicLevel1Default)
            Text("Neutral Text")
                .dsSetColorScheme(.neutral)
                .foregroundColor(activeColorScheme.bgBasicLevel1Default)
        }
        .dsTheme()
        .padding()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .dsTheme()
    }
}
