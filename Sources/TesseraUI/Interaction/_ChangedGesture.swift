import Foundation

/// A gesture with an action for its changes.
nonisolated public struct _ChangedGesture<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
}
