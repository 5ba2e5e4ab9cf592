import TesseraDisplayList

/// The scroll views a view is being drawn in, innermost last, while drawing: where scroll
/// transitions and `.scrollView` coordinate spaces find their scroll view's visible frame.
nonisolated struct ScrollViewport: Sendable {
  /// The scroll view's frame (its visible region), in the picture's coordinates.
  let rect: Rect
  /// The axes it scrolls along.
  let axes: Axis.Set

  /// The scroll views around what is being drawn, innermost last.
  @TaskLocal static var stack: [ScrollViewport] = []

  /// The innermost scroll view scrolling along `axis` (nil: the innermost of any).
  static func innermost(along axis: Axis?) -> ScrollViewport? {
    stack.last { viewport in
      guard let axis else { return true }
      return viewport.axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }
  }
}
