import Foundation

/// A place in a view (its bounds, a corner, its center) that an ancestor can turn into its own
/// coordinates with a `GeometryProxy`, as SwiftUI's `Anchor`: `.anchorPreference(key:value:
/// transform:)` makes one, `proxy[anchor]` reads it.
public struct Anchor<Value>: @unchecked Sendable {
  /// The anchored value in the root's coordinates.
  let global: Value
  /// The value moved by (dx, dy).
  let offset: @Sendable (Value, Double, Double) -> Value

  /// Where an anchor is taken in a view.
  public struct Source: @unchecked Sendable {
    let make: @Sendable (CGRect) -> Value
    let offset: @Sendable (Value, Double, Double) -> Value
  }
}

extension Anchor: Equatable where Value: Equatable {
  /// Anchors are equal when they mark the same place.
  public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true)
  }
  /// A rectangle in the view's coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, unit: false) }

  private static func rect(_ r: CGRect, unit: Bool) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      make: { frame in
        unit
          ? frame
          : CGRect(x: frame.minX + r.minX, y: frame.minY + r.minY, width: r.width, height: r.height)
      },
      offset: { $0.offsetBy(dx: $1, dy: $2) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view at a unit point of its bounds (`.top`, `.center`, `.bottomTrailing`…).
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      make: { f in CGPoint(x: f.minX + f.width * p.x, y: f.minY + f.height * p.y) },
      offset: { CGPoint(x: $0.x + $1, y: $0.y + $2) })
  }
  /// A point in the view's coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      make: { f in CGPoint(x: f.minX + p.x, y: f.minY + p.y) },
      offset: { CGPoint(x: $0.x + $1, y: $0.y + $2) })
  }
  /// The top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The center.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// An anchor's value in this view's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.offset(anchor.global, -globalFrame.minX, -globalFrame.minY)
  }
}
