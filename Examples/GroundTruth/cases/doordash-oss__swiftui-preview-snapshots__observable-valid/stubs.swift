// Stubs for the ground-truth harness: what Examples/PreviewSnapshotsTestAppTests/PreviewSnapshotsTestAppTests.swift
// snapshots for this case: the "Valid" state of `ObservableObjectView_Previews.snapshots` (a local of that
// property in Sources/ObservableObjectView.swift, copied from it and moved to top level).
import SwiftUI

@MainActor let valid: ObservableObjectViewModel = {
    let valid = ObservableObjectViewModel()
    valid.input = "Hello World"
    valid.validate()
    return valid
}()
