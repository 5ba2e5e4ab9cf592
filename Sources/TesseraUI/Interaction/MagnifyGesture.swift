import Foundation

/// A pinch.
nonisolated public struct MagnifyGesture: Gesture {
  /// A pinch's state.
  public struct Value: Equatable, Sendable {
    /// The scale, 1 at the start.
    public var magnification: CGFloat
  }
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}
