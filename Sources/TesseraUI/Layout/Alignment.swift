/// Where views line up horizontally.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The leading edge: left in left-to-right layout, right in right-to-left.
  case leading
  /// The center.
  case center
  /// The trailing edge.
  case trailing

  /// The fraction of the free width before the view, for a direction.
  func fraction(_ direction: LayoutDirection) -> Double {
    switch (self, direction) {
    case (.center, _): return 0.5
    case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
    default: return 1
    }
  }
}

/// Where views line up vertically.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edges.
  case top
  /// The centers.
  case center
  /// The bottom edges.
  case bottom
  /// The first text baselines (views without text use their bottom edge).
  case firstTextBaseline
  /// The last text baselines (views without text use their bottom edge).
  case lastTextBaseline
}

/// A horizontal and a vertical alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
