import Foundation
import TesseraDisplayList

/// Space around a view; leading and trailing swap in right-to-left layout.
final class PaddingNode: LayoutNode {
  let insets: EdgeInsets
  let child: LayoutNode

  init(insets: EdgeInsets, child: LayoutNode) {
    self.insets = insets
    self.child = child
    super.init(direction: child.direction)
  }

  func innerProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: p.width.map { max(0, $0 - insets.horizontal) },
      height: p.height.map { max(0, $0 - insets.vertical) })
  }

  // A padded edge is a plain view's edge (not text's).
  override var spacingPreferences: ViewSpacing {
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    return child.spacingPreferences.reset(edges)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let inner = ProposedViewSize(
      width: p.width.map { max(0, $0 - insets.horizontal) },
      height: p.height.map { max(0, $0 - insets.vertical) })
    let s = child.size(for: inner)
    return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double? {
    let inner = Size(
      width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    return child.verticalGuide(alignment, in: inner).map { $0 + insets.top }
  }

  override func horizontalGuide(_ alignment: HorizontalAlignment, in size: Size) -> Double? {
    let inner = Size(
      width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    return child.horizontalGuide(alignment, in: inner).map { $0 + insets.leading }
  }
  override var hasExplicitGuides: Bool { child.hasExplicitGuides }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let left = direction == .rightToLeft ? insets.trailing : insets.leading
    let inner = Rect(
      x: rect.minX + left, y: rect.minY + insets.top, width: max(0, rect.width - insets.horizontal),
      height: max(0, rect.height - insets.vertical))
    child.render(in: inner, proposal: innerProposal(proposal), into: &items)
  }
}

nonisolated extension View {
  /// Space around the view, per edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(
      WrappingModifier { child, context in
        // Negative padding is allowed, as in SwiftUI: the child is offered more room and drawn
        // past the padded view's frame (Apple's Landmarks badge relies on it).
        let d = context.diagnostics
        func finite(_ v: Double, _ what: String) -> Double {
          if v.isFinite { return v }
          d.warn("\(what) is \(v); using 0")
          return 0
        }
        let clean = EdgeInsets(
          top: finite(insets.top, "padding top"), leading: finite(insets.leading, "padding leading"),
          bottom: finite(insets.bottom, "padding bottom"),
          trailing: finite(insets.trailing, "padding trailing"))
        return PaddingNode(insets: clean, child: child)
      })
  }

  /// Space on some edges (all by default), `length` points (default 16, SwiftUI's standard).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let l = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
  }

  /// The same space on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}
