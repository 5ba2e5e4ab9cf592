import Foundation

/// A tap that reports where it landed.
nonisolated public struct SpatialTapGesture: Gesture {
  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    /// The location, in points.
    public var location: CGPoint
  }
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}
