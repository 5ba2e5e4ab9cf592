// Stubs for the ground-truth harness: what Tests/App/Onboarding/SelectionOptionView.test.swift defines for this case
// (copied from it), the SFSafeSymbols names SelectionOptionView.swift uses, and the Xcode asset symbol haPrimary.
import Foundation
import SwiftUI

// `longTextOptions`, local to testLongTextContentSnapshot(), moved to top level.
let longTextOptions = [
    SelectionOption(
        value: "long_title",
        title: "This is a very long title that should wrap to multiple lines and test how the layout handles extensive text content in the selection option view",
        subtitle: "This is also a very long subtitle that provides additional context and information about the selection option, testing how subtitles handle multiline text and proper spacing within the component layout",
        isRecommended: true
    ),
    SelectionOption(
        value: "short",
        title: "Short",
        subtitle: "Brief",
        isRecommended: false
    ),
]

// Stand-in for the SFSafeSymbols package (Image(systemSymbol:) with its SFSymbol names): each symbol is
// an SF Symbol name and the initializer draws Image(systemName:), as the package does.
public struct SFSymbol: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

public extension SFSymbol {
    static let checkmark = SFSymbol(rawValue: "checkmark")
}

public extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

// Stand-in for the symbols Xcode generates for the asset-catalog colour `haPrimary` (Sources/Shared/Assets/Colors.xcassets/haPrimary.colorset,
// copied to Sources/haPrimary.colorset); the same sRGB #009AC7 in light and dark.
extension Color {
    static var haPrimary: Color { Color(.sRGB, red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0, opacity: 1) }
}

extension ShapeStyle where Self == Color {
    static var haPrimary: Color { Color(.sRGB, red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0, opacity: 1) }
}
