import SwiftUI

// Stand-ins for the design tokens of home-assistant/iOS (real ones: Sources/HADesignSystem/Sources/Tokens/DesignSystem.swift,
// whose Font and Animation members are typed with the SwiftUICore module name, and
// Sources/HADesignSystem/Sources/Colors/Color+Semantic.swift, which builds colours with sRGB/Display P3 helpers).

public enum DesignSystem {
    public enum Spaces {
        public static let micro: CGFloat = 2
        public static let half: CGFloat = 4
        public static let one: CGFloat = 8
        public static let oneAndHalf: CGFloat = 12
        public static let two: CGFloat = 16
        public static let three: CGFloat = 24
        public static let four: CGFloat = 32
        public static let five: CGFloat = 40
    }

    public enum CornerRadius {
        public static var half: CGFloat = 4
        public static var one: CGFloat = 8
        public static var two: CGFloat = 16
        public static var three: CGFloat = 24
        public static var four: CGFloat = 32
        public static var micro: CGFloat = 2
        public static var oneAndMicro: CGFloat = 10
        public static var oneAndHalf: CGFloat = 12
    }

    public enum Button {
        public static let minHeight: CGFloat = 48
        public static let maxWidth: CGFloat = 380
    }
}

extension Color {
    public static var haPrimary: Color { Color(red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0) }
    public static var haWarning: Color { Color(red: 0xFF / 255.0, green: 0xA6 / 255.0, blue: 0x00 / 255.0) }
    public static var track: Color { Color.black.opacity(0.12) }
    public static var haColorBorderPrimaryQuiet: Color { Color(red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0).opacity(0.4) }
}
