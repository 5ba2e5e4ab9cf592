// Stubs for the ground-truth harness: what Tests/App/Onboarding/SelectionOptionView.test.swift defines for this case
// (copied from it), the SFSafeSymbols names SelectionOptionView.swift uses, and the Xcode asset symbol haPrimary.
import Foundation
import SwiftUI

// `sampleOptions`, a computed property of SelectionOptionViewTests, as a top-level computed variable.
var sampleOptions: [SelectionOption] {
    [
        SelectionOption(
            value: "secure",
            title: "Most secure: Allow this app to know when you're home",
            subtitle: "This provides the best security features",
            isRecommended: true
        ),
        SelectionOption(
            value: "less_secure",
            title: "Less secure: Do not allow this app to know when you're home",
            subtitle: "Limited functionality but more privacy",
            isRecommended: false
        ),
        SelectionOption(
            value: "custom",
            title: "Custom Configuration",
            subtitle: nil,
            isRecommended: false
        ),
    ]
}

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
