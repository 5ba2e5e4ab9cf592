import Foundation

/// A drag.
nonisolated public struct DragGesture: Gesture {
  /// A drag's state.
  public struct Value: Equatable, Sendable {
    /// When the drag was reported.
    public var time: Date
    /// Where the finger is, in points.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved.
    public var translation: CGSize
    /// The predicted end location.
    public var predictedEndLocation: CGPoint
    /// The predicted end translation.
    public var predictedEndTranslation: CGSize
    /// The velocity, in points per second.
    public var velocity: CGSize
  }
  /// The distance a drag must cover before it starts, in points.
  public var minimumDistance: CGFloat
  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }
}
