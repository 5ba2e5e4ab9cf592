import Foundation

/// A gesture with an action for its end.
nonisolated public struct _EndedGesture<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
}
