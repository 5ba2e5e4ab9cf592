import Foundation
import TesseraDisplayList
import TesseraGeometry

/// Lays out a ``Canvas`` (the space offered) and records what its renderer draws.
final class CanvasNode: LayoutNode {
  let context: ResolveContext
  let symbols: [AnyHashable: [LayoutNode]]
  let renderer: (inout GraphicsContext, CGSize) -> Void

  init(
    context: ResolveContext, symbols: [AnyHashable: [LayoutNode]],
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.context = context
    self.symbols = symbols
    self.renderer = renderer
    super.init(direction: context.environment.layoutDirection)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    // As a shape: the offer, 10 points along an unspecified axis (SwiftUI's default).
    let s = p.replacingUnspecified()
    return Size(width: s.width.isFinite ? s.width : 10, height: s.height.isFinite ? s.height : 10)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let recording = GraphicsContext.Recording()
    var gc = GraphicsContext(recording: recording, resolveContext: context, symbols: symbols)
    gc.canvasBounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
    renderer(&gc, CGSize(width: rect.width, height: rect.height))
    guard !recording.items.isEmpty else { return }
    items.append(
      .group(
        DisplayGroup(
          items: recording.items, clip: Path(Rect(x: 0, y: 0, width: rect.width, height: rect.height)),
          transform: AffineTransform(translationX: rect.minX, y: rect.minY))))
  }
}
