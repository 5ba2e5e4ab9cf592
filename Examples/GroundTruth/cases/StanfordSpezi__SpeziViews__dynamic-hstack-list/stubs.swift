// Stubs for the ground-truth harness: what Tests/SpeziViewsTests/SnapshotTests.swift defines for this case
// (nothing: the view is the library's own). DeviceOrientationModifier.swift is compiled on every platform but
// macOS/watchOS (so on Linux too) and names UIDevice/UIDeviceOrientation, which TesseraUI provides (portrait, as
// the simulator was). DynamicHStack only uses them `#if os(iOS)`.
import Foundation
import SwiftUI
