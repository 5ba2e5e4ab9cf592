// Stubs for the ground-truth harness: what GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift
// defines for this case (copied from it; the @MainActor test class's private members become top-level
// @MainActor declarations, `private` dropped so the generated preview can see them).
import SwiftUI

/// Constants used throughout the test suite.
enum Constants {
    /// Default button title text
    static let title = "Button"
    /// Left icon used in button tests
    static let leftImage = Image(systemName: "person")
    /// Right icon used in button tests
    static let rightImage = Image(systemName: "arrow.right")
}

/// Standard appearance configuration used across all button tests.
/// This provides consistent styling for all snapshot comparisons.
@MainActor var testAppearance: GRButtonAppearanceModel = .init(
    backgroundColor: .red,
    disabledBackgroundColor: .red.opacity(0.4),
    loadingTintColor: .white,
    iconTintColor: .white,
    iconDisabledTintColor: .white.opacity(0.4),
    textColor: .white,
    disabledTextColor: .white.opacity(0.4),
    textFont: .system(size: 17, weight: .medium),
    disabledTextFont: .system(size: 17, weight: .medium)
)

/// Creates a button with no visible content.
/// Used for testing icon-only button variants like circle and square buttons.
@MainActor var emptyButton: some View {
    Button(action: {}, label: { EmptyView() })
        .fixedSize()
}
