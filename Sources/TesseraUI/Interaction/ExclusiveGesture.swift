import Foundation

/// One of two gestures, whichever is recognized first, as SwiftUI's `ExclusiveGesture` (kept).
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture won, with its value.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, or else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}
