import SwiftUI

// Third-party package SFSafeSymbols (Image(systemSymbol:)), reduced to the symbol used
enum SFSymbol: String {
    case checkmarkCircle = "checkmark.circle"
}

extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

// App design system (HADesignSystem Colors/Color+Semantic.swift, Extensions/View+ConditionalModifier.swift)
extension ShapeStyle where Self == Color {
    static var haPrimary: Color { Color(red: 0, green: 154 / 255, blue: 199 / 255) }
}

extension View {
    @ViewBuilder
    func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
        if let view = transform(self), !(view is EmptyView) {
            view
        } else {
            self
        }
    }
}
