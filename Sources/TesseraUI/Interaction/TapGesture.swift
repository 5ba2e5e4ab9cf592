import Foundation

/// A tap (or several), as SwiftUI's `TapGesture`.
nonisolated public struct TapGesture: Gesture {
  /// Nothing: a tap has no value.
  public typealias Value = Void
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}
