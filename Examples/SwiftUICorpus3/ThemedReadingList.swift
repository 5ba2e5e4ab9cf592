import SwiftUI

// Environment-driven theming after Apple's "Environment values" documentation: a classic
// EnvironmentKey with an EnvironmentValues property, the @Entry macro (Xcode 16, back-deploys),
// an @Observable settings object passed with environment(_:) and read with
// @Environment(Type.self), transformEnvironment, resolving colors with Color.resolve(in:), and a
// custom ShapeStyle that resolves against the environment ("Managing model data in your app").

struct ReadingTheme: Equatable {
    var name: String
    var background: Color
    var card: Color
    var accent: Color
    var cornerRadius: CGFloat
    var fontDesign: Font.Design

    static let paper = ReadingTheme(name: "Paper", background: Color(red: 0.98, green: 0.96, blue: 0.91),
                                    card: .white, accent: .brown, cornerRadius: 12, fontDesign: .serif)
    static let midnight = ReadingTheme(name: "Midnight", background: Color(white: 0.08),
                                       card: Color(white: 0.16), accent: .cyan, cornerRadius: 18, fontDesign: .rounded)
    static let all = [paper, midnight]
}

private struct ReadingThemeKey: EnvironmentKey {
    static let defaultValue = ReadingTheme.paper
}

extension EnvironmentValues {
    var readingTheme: ReadingTheme {
        get { self[ReadingThemeKey.self] }
        set { self[ReadingThemeKey.self] = newValue }
    }

    @Entry var showsReadingProgress: Bool = true
    @Entry var cardSpacing: CGFloat = 12
}

extension View {
    func readingTheme(_ theme: ReadingTheme) -> some View {
        environment(\.readingTheme, theme)
    }
}

@Observable
final class ReaderSettings {
    var themeName = ReadingTheme.paper.name
    var textScale = 1.0
    var showsProgress = true

    var theme: ReadingTheme {
        ReadingTheme.all.first { $0.name == themeName } ?? .paper
    }
}

/// A shape style that picks a tint from the current theme and color scheme.
struct ThemeAccentStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        let accent = environment.readingTheme.accent
        return environment.colorScheme == .dark ? accent.opacity(0.9) : accent
    }
}

extension ShapeStyle where Self == ThemeAccentStyle {
    static var themeAccent: ThemeAccentStyle { ThemeAccentStyle() }
}

struct ThemedCardModifier: ViewModifier {
    @Environment(\.readingTheme) private var theme

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(theme.card, in: RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
            .fontDesign(theme.fontDesign)
    }
}

extension View {
    func themedCard() -> some View {
        modifier(ThemedCardModifier())
    }
}

struct Article: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var progress: Double

    static let samples = [
        Article(title: "The Quiet Craft of Typesetting", author: "M. Ortega", progress: 0.42),
        Article(title: "Why Forests Talk", author: "A. Lindqvist", progress: 0.9),
        Article(title: "A Short History of the Color Blue", author: "K. Mensah", progress: 0.1),
    ]
}

struct ArticleCard: View {
    var article: Article

    @Environment(\.readingTheme) private var theme
    @Environment(\.showsReadingProgress) private var showsProgress
    @Environment(\.self) private var environment
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(article.title)
                .font(.headline)
            Text(article.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if showsProgress {
                ProgressView(value: article.progress)
                    .tint(theme.accent)
                Text("Accent \(describe(theme.accent.resolve(in: environment)))")
                    .font(.caption2.monospaced())
                    .foregroundStyle(.tertiary)
            }
        }
        .themedCard()
        .scaleEffect(settings.textScale > 1.2 ? 1.02 : 1)
    }

    private func describe(_ color: Color.Resolved) -> String {
        String(format: "%.2f %.2f %.2f", color.red, color.green, color.blue)
    }
}

struct ThemedReadingList: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        NavigationStack {
            ReadingListContent()
                .navigationTitle("Reading List")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        ThemeMenu()
                    }
                }
        }
        .environment(settings)
        .readingTheme(settings.theme)
        .environment(\.showsReadingProgress, settings.showsProgress)
        .preferredColorScheme(settings.theme == .midnight ? .dark : nil)
    }
}

struct ReadingListContent: View {
    @Environment(\.readingTheme) private var theme
    @Environment(\.cardSpacing) private var spacing
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        ScrollView {
            VStack(spacing: spacing) {
                ForEach(Article.samples) { article in
                    ArticleCard(article: article)
                }
                Label("Synced just now", systemImage: "icloud")
                    .font(.footnote)
                    .foregroundStyle(.themeAccent)
            }
            .padding()
        }
        .background(theme.background)
        .transformEnvironment(\.font) { font in
            font = font ?? .body
        }
        .dynamicTypeSize(settings.textScale > 1.2 ? .xxLarge : .large)
    }
}

struct ThemeMenu: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Menu {
            Picker("Theme", selection: $settings.themeName) {
                ForEach(ReadingTheme.all, id: \.name) { theme in
                    Text(theme.name).tag(theme.name)
                }
            }
            Toggle("Show Progress", isOn: $settings.showsProgress)
            Menu("Text Size") {
                Button("Default") { settings.textScale = 1.0 }
                Button("Large") { settings.textScale = 1.3 }
            }
        } label: {
            Label("Appearance", systemImage: "textformat.size")
        }
    }
}

#Preview {
    ThemedReadingList()
}

#Preview("Midnight card") {
    ArticleCard(article: Article.samples[0])
        .readingTheme(.midnight)
        .environment(\.cardSpacing, 20)
        .environment(ReaderSettings())
        .padding()
        .background(ReadingTheme.midnight.background)
}
