// Stubs for the ground-truth harness: what GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift
// defines for this case (copied from it; the @MainActor test class's private members become top-level
// @MainActor declarations, `private` dropped so the generated preview can see them).
import SwiftUI

/// Appearance model for switch-style toggles used in tests.
@MainActor let switchAppearance = GRSwitchAppearance(activeBackgroundColor: .red)

/// Toggle view with ON state, used for enabled toggle tests.
@MainActor var toggleOn: some View {
    Toggle(isOn: .constant(true)) {}
        .fixedSize()
}
