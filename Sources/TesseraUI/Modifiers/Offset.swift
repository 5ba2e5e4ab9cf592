import Foundation
import TesseraDisplayList

/// Draws the child moved, without changing its layout.
final class OffsetNode: WrapperNode {
  let dx: Double
  let dy: Double

  init(dx: Double, dy: Double, child: LayoutNode) {
    self.dx = dx
    self.dy = dy
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    child.render(
      in: rect.offsetBy(dx: direction == .rightToLeft ? -dx : dx, dy: dy), proposal: proposal, into: &items)
  }
}

nonisolated extension View {
  /// The view drawn moved by `offset`'s width and height, in points; its layout is unchanged.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// The view drawn moved by `x`, `y` points (x mirrored in right-to-left layout); its layout is
  /// unchanged.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(
      WrappingModifier { child, context in
        OffsetNode(
          dx: x.isFinite ? x : 0, dy: y.isFinite ? y : 0, child: child)
      })
  }
}
