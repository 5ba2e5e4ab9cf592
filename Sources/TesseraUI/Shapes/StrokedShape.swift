import Foundation
import TesseraRaster

/// A shape's outline as a shape of its own, as SwiftUI's `stroke(lineWidth:)` and
/// `stroke(style:)` give it: drawn, it is the stroke of `base` in the foreground style; its path
/// (for `rotation`, `scale`, `trim`, `fill`…) is the outline's area.
nonisolated public struct StrokedShape<Base: Shape>: Shape {
  /// The shape outlined.
  public var base: Base
  /// The stroke's width, caps, joins and dashes.
  public var style: StrokeStyle

  /// The outline of `base` in `style`.
  public init(base: Base, style: StrokeStyle) {
    self.base = base
    self.style = style
  }

  /// The area the stroke covers, in `rect`'s coordinates (curves flattened to 1/16 point).
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect).strokedPath(style)
  }

  /// The stroke of the base shape, drawn as its strokes are (the same pixels as stroking it).
  public var body: ShapeView<Base> { ShapeView(shape: base, mode: .stroke(nil, style)) }
}

extension StrokedShape: InsettableShape where Base: InsettableShape {
  /// The outline of the base shape inset by `amount`.
  public func inset(by amount: CGFloat) -> StrokedShape<Base.InsetShape> {
    StrokedShape<Base.InsetShape>(base: base.inset(by: amount), style: style)
  }
}
