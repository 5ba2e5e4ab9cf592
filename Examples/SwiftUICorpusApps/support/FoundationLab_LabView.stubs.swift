import SwiftUI

// Minimal stand-ins for Foundation Lab's own types (not SwiftUI API).

enum Spacing {
    static let xSmall: CGFloat = 4
    static let small: CGFloat = 8
    static let medium: CGFloat = 12
    static let large: CGFloat = 16
    static let xLarge: CGFloat = 24
}

struct GenericCardView: View {
    let icon: String
    let title: String
    let subtitle: String
    var body: some View { EmptyView() }
}

struct SectionHeader: View {
    let title: String
    let subtitle: String
    var body: some View { EmptyView() }
}

enum ExampleType: String, CaseIterable, Identifiable {
    case basicChat
    var id: String { rawValue }
    var icon: String { "bubble" }
    var title: String { rawValue }
    var subtitle: String { rawValue }
    static var studioExamples: [ExampleType] { allCases }
    var destination: some View { EmptyView() }
}

enum ToolExample: String, CaseIterable, Hashable {
    case weather
    var icon: String { "cloud" }
    var displayName: String { rawValue }
    var shortDescription: String { rawValue }
    var destination: some View { EmptyView() }
}

enum DynamicSchemaExampleType: String, CaseIterable, Identifiable {
    case basicObject
    var id: String { rawValue }
    var icon: String { "curlybraces" }
    var title: String { rawValue }
    var subtitle: String { rawValue }
    var destination: some View { EmptyView() }
}

enum LanguageExample: String, CaseIterable, Identifiable {
    case detection
    var id: String { rawValue }
    var icon: String { "globe" }
    var title: String { rawValue }
    var subtitle: String { rawValue }
    var destination: some View { EmptyView() }
}
