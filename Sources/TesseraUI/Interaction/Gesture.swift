import Foundation

/// A gesture, as SwiftUI's: recognized on a device, kept (never performed) in a still.
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports.
  associatedtype Value
}
