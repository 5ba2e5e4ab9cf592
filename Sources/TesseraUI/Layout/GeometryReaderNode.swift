import Foundation
import TesseraDisplayList

/// Lays out a ``GeometryReader``: resolves the content for each size it is drawn at.
final class GeometryReaderNode: LayoutNode {
  let make: (GeometryProxy) -> [LayoutNode]
  let diagnostics: Diagnostics
  private var warned = false

  init(
    environment: EnvironmentValues, diagnostics: Diagnostics, make: @escaping (GeometryProxy) -> [LayoutNode]
  ) {
    self.make = make
    self.diagnostics = diagnostics
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    var s = p.replacingUnspecified()
    if !s.width.isFinite || !s.height.isFinite {
      if !warned {
        warned = true
        diagnostics.warn("GeometryReader was offered infinite space; it takes 10 points along that axis")
      }
      s = Size(width: s.width.isFinite ? s.width : 10, height: s.height.isFinite ? s.height : 10)
    }
    return s
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let proxy = GeometryProxy(
      size: CGSize(width: rect.width, height: rect.height), safeAreaInsets: EdgeInsets(),
      globalFrame: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height))
    let p = ProposedViewSize(rect.size)
    for node in make(proxy) {
      let s = node.size(for: p)
      node.render(
        in: place(s, in: rect, alignment: .topLeading, direction: direction), proposal: p, into: &items)
    }
  }
}
