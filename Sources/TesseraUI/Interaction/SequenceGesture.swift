import Foundation

/// A gesture that follows another, as SwiftUI's `SequenceGesture` (kept).
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The state of the sequence.
  public enum Value {
    /// The first gesture is active.
    case first(First.Value)
    /// The first ended; the second may be active.
    case second(First.Value, Second.Value?)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}
