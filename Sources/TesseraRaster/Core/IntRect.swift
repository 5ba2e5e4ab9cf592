/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
  /// Left column (inclusive).
  public var x0: Int
  /// Top row (inclusive).
  public var y0: Int
  /// Right column (exclusive).
  public var x1: Int
  /// Bottom row (exclusive).
  public var y1: Int

  /// Creates a pixel rectangle; an inverted one is empty.
  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// Width in pixels (0 when empty).
  public var width: Int { max(0, x1 - x0) }
  /// Height in pixels (0 when empty).
  public var height: Int { max(0, y1 - y0) }
  /// Whether the rectangle holds no pixel.
  public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The overlap of two pixel rectangles (possibly empty).
  public func intersection(_ o: IntRect) -> IntRect {
    IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
  }

  /// `x0,y0 → x1,y1`.
  public var description: String { "\(x0),\(y0)→\(x1),\(y1)" }
}
