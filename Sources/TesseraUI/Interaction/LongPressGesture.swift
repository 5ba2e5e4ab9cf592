import Foundation

/// A press held for a while.
nonisolated public struct LongPressGesture: Gesture {
  /// Whether the press is complete.
  public typealias Value = Bool
  /// The shortest press, in seconds.
  public var minimumDuration: Double
  /// A long press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
  }
}
