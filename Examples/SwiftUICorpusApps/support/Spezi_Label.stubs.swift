import SwiftUI

// Copied from StanfordSpezi/SpeziViews, Sources/SpeziViews/Views/Text/TextContent.swift; stand-in for
// Sources/SpeziViews/Views/Layout/HorizontalGeometryReader.swift (there a width preference key feeding
// the content closure; here the same shape with a GeometryReader).
enum TextContent {
    case string(_ value: String)
    case localized(_ value: LocalizedStringResource)

    func localizedString(for locale: Locale) -> String {
        switch self {
        case let .string(string):
            return string
        case let .localized(resource):
            return String(localized: resource)
        }
    }
}

public struct HorizontalGeometryReader<Content: View>: View {
    private var content: (CGFloat) -> Content

    public init(@ViewBuilder content: @escaping (CGFloat) -> Content) {
        self.content = content
    }

    public var body: some View {
        GeometryReader { geometry in
            content(geometry.size.width)
        }
    }
}
