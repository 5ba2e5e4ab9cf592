import Foundation
import TesseraDisplayList

/// Draws the child clipped to a shape in its frame.
final class ClipNode: WrapperNode {
  let shape: any Shape

  init(shape: any Shape, child: LayoutNode) {
    self.shape = shape
    super.init(child: child)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    items.append(.group(DisplayGroup(items: inner, clip: shape.path(inFrame: rect))))
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

extension View {
  /// The view clipped to a shape with a fill style (SwiftUI's `clipShape(_:style:)`).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> ModifiedContent<Self, some ViewModifier> {
    clipShape(shape)
  }

  /// The view masked by another view's alpha. Partial: a mask that is a shape (or a filled
  /// shape) clips to the shape's outline in the view's frame; other masks are not drawn (the view
  /// is drawn unmasked) and a warning says so.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> ModifiedContent<
      Self, some ViewModifier
    >
  {
    let m = mask()
    let shape: (any Shape)? = (m as? any Shape) ?? (m as? any ShapeViewProtocol)?.anyShape
    return modifier(
      WrappingModifier { child, context in
        guard let shape else {
          context.diagnostics.warn(
            "mask(\(Mask.self)) is not drawn yet (only shape masks); the view is drawn unmasked")
          return child
        }
        return ClipNode(shape: shape, child: child)
      })
  }

  /// The view masked by another view (deprecated form).
  public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, some ViewModifier> {
    self.mask(alignment: .center) { mask }
  }
}

/// A shape view's shape, for masks.
protocol ShapeViewProtocol {
  var anyShape: any Shape { get }
}

extension ShapeView: ShapeViewProtocol {
  var anyShape: any Shape { shape }
}
