import Foundation
import TesseraDisplayList

/// Draws the child clipped to a shape in its frame.
final class ClipNode: WrapperNode {
  let shape: any Shape

  init(shape: any Shape, child: LayoutNode) {
    self.shape = shape
    super.init(child: child)
  }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    child.verticalGuide(a, in: size)
  }
  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    items.append(.group(DisplayGroup(items: inner, clip: shape.path(in: rect))))
  }
}

extension View {
  /// The view clipped to a shape (anti-aliased edges).
  public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, some ViewModifier> {
    modifier(WrappingModifier { child, _ in ClipNode(shape: shape, child: child) })
  }

  /// The view clipped to a rounded rectangle of its frame.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<
    Self, some ViewModifier
  > {
    clipShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0, style: .circular))
  }
}

extension View {
  /// The view clipped to its frame.
  public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, some ViewModifier> {
    clipShape(Rectangle())
  }
}
