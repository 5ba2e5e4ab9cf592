// Stubs for the ground-truth harness: what GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift
// defines for this case (copied from it; the @MainActor test class's private members become top-level
// @MainActor declarations, `private` dropped so the generated preview can see them).
import SwiftUI

/// Appearance model for custom toggle styles (checkbox, radio, etc.).
@MainActor let toggleAppearance = GRToggleAppearance(
    tintColor: .red,
    uncheckedBorderColor: .gray,
    checkedBackgroundColor: .red.opacity(0.2),
    checkmarkImageTintColor: .white,
    checkmarkImage: Image(systemName: "checkmark")
)

/// Toggle view with OFF state, used for disabled toggle tests.
@MainActor var toggleOff: some View {
    Toggle(isOn: .constant(false)) {}
        .fixedSize()
}
