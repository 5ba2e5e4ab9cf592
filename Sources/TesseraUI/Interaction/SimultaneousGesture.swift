import Foundation

/// Two gestures recognized together, as SwiftUI's `SimultaneousGesture` (kept: no gesture
/// happens in a still).
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of both gestures, each nil while it is not active.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// Both gestures at once.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}
