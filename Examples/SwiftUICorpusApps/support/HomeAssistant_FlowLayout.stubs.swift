import SwiftUI

// App design tokens (home-assistant HADesignSystem/Tokens/DesignSystem.swift)
public enum DesignSystem {
    public enum Spaces {
        public static let one: CGFloat = 8
    }
}
