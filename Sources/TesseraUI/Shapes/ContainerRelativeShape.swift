/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape` (widgets,
/// grouped cells). Partial: container shapes are not tracked, so it is the rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape {
  var insetAmount = 0.0
  /// The container's shape.
  public init() {}
  /// The rectangle, inset.
  public func path(in rect: Rect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  /// The shape inset.
  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var s = self
    s.insetAmount += amount
    return s
  }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
  /// The container's shape.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
