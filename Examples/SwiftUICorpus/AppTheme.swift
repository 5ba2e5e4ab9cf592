import SwiftUI

struct AppTheme {
    var primary: Color
    var background: Color
    var cornerRadius: CGFloat
    var titleFont: Font

    static let standard = AppTheme(primary: .blue, background: Color(white: 0.97), cornerRadius: 12, titleFont: .headline)
    static let playful = AppTheme(primary: .pink, background: .yellow.opacity(0.15), cornerRadius: 24, titleFont: .system(.headline, design: .rounded))
}

// The classic way: a custom EnvironmentKey plus a computed property on EnvironmentValues.
private struct AppThemeKey: EnvironmentKey {
    static let defaultValue = AppTheme.standard
}

extension EnvironmentValues {
    var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

// The iOS 17+ way: the @Entry macro generates the key for us.
extension EnvironmentValues {
    @Entry var compactLayout: Bool = false
    @Entry var cardElevation: CGFloat = 4
}

extension View {
    func appTheme(_ theme: AppTheme) -> some View {
        environment(\.appTheme, theme)
    }
}

struct ThemedCard<Content: View>: View {
    @Environment(\.appTheme) private var theme
    @Environment(\.compactLayout) private var compactLayout
    @Environment(\.cardElevation) private var elevation
    @Environment(\.colorScheme) private var colorScheme

    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: compactLayout ? 4 : 8) {
            Text(title)
                .font(theme.titleFont)
                .foregroundStyle(theme.primary)
            content
                .foregroundStyle(.secondary)
        }
        .padding(compactLayout ? 8 : 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(colorScheme == .dark ? Color.black : theme.background)
        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
        .shadow(radius: elevation)
    }
}

#Preview("Standard") {
    ThemedCard(title: "Weekly Summary") {
        Text("You walked 42 km this week.")
    }
    .padding()
}

#Preview("Playful, compact") {
    VStack(spacing: 12) {
        ThemedCard(title: "Streak") {
            Text("7 days in a row!")
        }
        ThemedCard(title: "Goal") {
            Text("\(0.82 * 100, specifier: "%.0f")% complete")
        }
        .environment(\.cardElevation, 0)
    }
    .appTheme(.playful)
    .environment(\.compactLayout, true)
    .padding()
}
