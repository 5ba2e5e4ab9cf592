// Stubs for the ground-truth harness: what Tests/Shared/DesignSystem/Components/ExternalLinkButtonTests.swift uses for
// this case (Image(systemSymbol: .heart) from the SFSafeSymbols package), and what the copied sources use from the
// rest of the app: MaterialDesignIcons.openInNewIcon (default argument, unused by the test) and the Xcode asset
// symbol Color.haPrimary.
import Foundation
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
    static let heart = SFSymbol(rawValue: "heart")
}

public extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

// Stand-in for Shared's MaterialDesignIcons (Sources/Shared/Iconic/MaterialDesignIcons.swift and IconDrawable.swift at
// 3f1b9af): only the icon the default argument of ExternalLinkButton.init names. The test passes its own icon, so
// image(ofSize:color:) is never called; the Material Design Icons font is not available here.
public final class MaterialDesignIcons {
    public let name: String
    public let unicode: String

    private init(name: String, unicode: String) {
        self.name = name
        self.unicode = unicode
    }

    public static let openInNewIcon = MaterialDesignIcons(name: "open_in_new", unicode: "\u{F03CC}")

    public func image(ofSize size: CGSize, color: UIColor?) -> UIImage {
        UIImage()
    }
}

// Stand-in for the symbols Xcode generates for the asset-catalog colour `haPrimary` (Sources/Shared/Assets/Colors.xcassets/haPrimary.colorset,
// copied to Sources/haPrimary.colorset); the same sRGB #00AEF8 in light and dark.
extension Color {
    static var haPrimary: Color { Color(.sRGB, red: 0x00 / 255.0, green: 0xAE / 255.0, blue: 0xF8 / 255.0, opacity: 1) }
}

extension ShapeStyle where Self == Color {
    static var haPrimary: Color { Color(.sRGB, red: 0x00 / 255.0, green: 0xAE / 255.0, blue: 0xF8 / 255.0, opacity: 1) }
}
