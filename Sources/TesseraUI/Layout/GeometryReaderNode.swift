import Foundation
import TesseraDisplayList

/// Lays out a ``GeometryReader``: resolves the content for each size it is drawn at.
final class GeometryReaderNode: LayoutNode {
  let make: (GeometryProxy) -> [LayoutNode]
  let diagnostics: Diagnostics
  let screen: ScreenGeometry?
  private var warned = false

  init(
    environment: EnvironmentValues, diagnostics: Diagnostics, make: @escaping (GeometryProxy) -> [LayoutNode]
  ) {
    self.make = make
    self.diagnostics = diagnostics
    self.screen = environment.screenGeometry
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

  /// How far the device's safe area reaches into `rect` on each edge (0 outside a device screen,
  /// and for a reader laid out in the safe area; a reader that ignores it gets the bars' depth).
  private func safeAreaInsets(of rect: Rect) -> EdgeInsets {
    guard let screen, screen.isSet else { return EdgeInsets() }
    let safe = screen.safe
    let left = max(0, min(rect.width, safe.minX - rect.minX))
    let right = max(0, min(rect.width, rect.maxX - safe.maxX))
    return EdgeInsets(
      top: max(0, min(rect.height, safe.minY - rect.minY)),
      leading: direction == .rightToLeft ? right : left,
      bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
      trailing: direction == .rightToLeft ? left : right)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let proxy = GeometryProxy(
      size: CGSize(width: rect.width, height: rect.height), safeAreaInsets: safeAreaInsets(of: rect),
      globalFrame: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height),
      scrollViewports: ScrollViewport.stack)
    let p = ProposedViewSize(rect.size)
    for node in make(proxy) {
      let s = node.size(for: p)
      node.render(
        in: place(s, in: rect, alignment: .topLeading, direction: direction), proposal: p, into: &items)
    }
  }
}
