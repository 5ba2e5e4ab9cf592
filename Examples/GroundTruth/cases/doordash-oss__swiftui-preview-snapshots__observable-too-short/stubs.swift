// Stubs for the ground-truth harness: what Examples/PreviewSnapshotsTestAppTests/PreviewSnapshotsTestAppTests.swift
// snapshots for this case: the "Too Short" state of `ObservableObjectView_Previews.snapshots` (a local of that
// property in Sources/ObservableObjectView.swift, copied from it and moved to top level).
import SwiftUI

@MainActor let tooShort: ObservableObjectViewModel = {
    let tooShort = ObservableObjectViewModel()
    tooShort.input = "Hi"
    tooShort.validate()
    return tooShort
}()
