// Stubs for the ground-truth harness: what Tests/Shared/DesignSystem/Components/HATextField.test.swift defines for this
// case (nothing: the view is the app's own), the SFSafeSymbols names HATextField.swift uses, and the Xcode asset
// symbol tileBorder.
import SwiftUI

// Stand-in for the SFSafeSymbols package (Image(systemSymbol:) with its SFSymbol names): each symbol is
// an SF Symbol name and the initializer draws Image(systemName:), as the package does.
public struct SFSymbol: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

public extension SFSymbol {
    static let xmark = SFSymbol(rawValue: "xmark")
}

public extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

// Stand-in for the symbols Xcode generates for the asset-catalog colour `tileBorder` (Sources/Shared/Assets/Colors.xcassets/Border/tileBorder.colorset,
// copied to Sources/tileBorder.colorset); this case renders in light, so its light appearance (dark: Display P3 #343737 for the other).
extension Color {
    static var tileBorder: Color { Color(.displayP3, red: 0xE0 / 255.0, green: 0xE0 / 255.0, blue: 0xE0 / 255.0, opacity: 1) }
}

extension ShapeStyle where Self == Color {
    static var tileBorder: Color { Color(.displayP3, red: 0xE0 / 255.0, green: 0xE0 / 255.0, blue: 0xE0 / 255.0, opacity: 1) }
}
