import Foundation
import TesseraDisplayList

/// Draws the child clipped to a shape in its frame.
final class ClipNode: WrapperNode {
  let shape: any Shape

  init(shape: any Shape, child: LayoutNode) {
    self.shape = shape
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    items.append(.group(DisplayGroup(items: inner, clip: shape.path(inFrame: rect))))
  }
}

nonisolated extension View {
  /// The view clipped to a shape (anti-aliased edges).
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    modifier(WrappingModifier { child, _ in ClipNode(shape: shape, child: child) })
  }

  /// The view clipped to a rounded rectangle of its frame.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0, style: .circular))
  }
}

nonisolated extension View {
  /// The view clipped to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle())
  }
}

nonisolated extension View {
  /// The view clipped to a shape with a fill style (SwiftUI's `clipShape(_:style:)`).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some View {
    clipShape(shape)
  }

  /// The view masked by another view's alpha, the mask laid out in the view's frame (offered its
  /// size, placed by `alignment`). A mask that is a shape clips to its outline (the same pixels,
  /// faster); any other view (text, a gradient, an image, a stack) is drawn offscreen and its
  /// alpha scales the view's.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    let m = mask()
    let shape: (any Shape)? = m as? any Shape
    return modifier(
      WrappingModifier { child, context in
        if let shape { return ClipNode(shape: shape, child: child) }
        var env = context.environment
        env.stackAxis = nil
        return MaskNode(main: child, mask: resolve(m, context.with(env)), alignment: alignment)
      })
  }

  /// The view masked by another view (deprecated form).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask(alignment: .center) { mask }
  }
}
