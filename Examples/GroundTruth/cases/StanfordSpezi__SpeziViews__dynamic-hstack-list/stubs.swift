// Stubs for the ground-truth harness: what Tests/SpeziViewsTests/SnapshotTests.swift defines for this case
// (nothing: the view is the library's own), and minimal UIKit stand-ins: DeviceOrientationModifier.swift is
// compiled on every platform but macOS/watchOS (so on Linux too) and names UIDevice/UIDeviceOrientation.
// DynamicHStack only uses them `#if os(iOS)`; the simulator was in portrait.
import Foundation
import SwiftUI

enum UIDeviceOrientation: Int {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

final class UIDevice {
    static let current = UIDevice()
    static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    var orientation: UIDeviceOrientation = .portrait
}
