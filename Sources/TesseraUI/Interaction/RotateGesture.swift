import Foundation

/// A two-finger rotation.
nonisolated public struct RotateGesture: Gesture {
  /// A rotation's state.
  public struct Value: Equatable, Sendable {
    /// The angle turned.
    public var rotation: Angle
  }
  /// A rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}
