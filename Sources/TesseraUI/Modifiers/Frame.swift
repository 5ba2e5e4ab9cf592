import Foundation
import TesseraDisplayList

/// A fixed width and/or height; the child is offered that size and aligned inside.
final class FrameNode: LayoutNode {
  let width: Double?
  let height: Double?
  let alignment: Alignment
  let child: LayoutNode

  init(width: Double?, height: Double?, alignment: Alignment, child: LayoutNode) {
    self.width = width
    self.height = height
    self.alignment = alignment
    self.child = child
    super.init(direction: child.direction)
  }

  // A fixed height makes the view plain (not text) above and below; a width, before and after.
  override var spacingPreferences: ViewSpacing {
    var edges: Edge.Set = []
    if height != nil { edges.formUnion(.vertical) }
    if width != nil { edges.formUnion(.horizontal) }
    return child.spacingPreferences.reset(edges)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let s = child.size(for: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
    return Size(width: width ?? s.width, height: height ?? s.height)
  }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    let s = child.size(for: ProposedViewSize(size))
    let r = place(
      s, in: Rect(origin: .zero, size: size), alignment: alignment, child: child, direction: direction)
    return child.verticalGuide(a, in: s).map { $0 + r.minY }
  }

  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    let s = child.size(for: ProposedViewSize(size))
    let r = place(
      s, in: Rect(origin: .zero, size: size), alignment: alignment, child: child, direction: direction)
    let leading = direction == .rightToLeft ? size.width - r.maxX : r.minX
    return child.horizontalGuide(a, in: s).map { $0 + leading }
  }
  override var hasExplicitGuides: Bool { child.hasExplicitGuides }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let cp = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let s = child.size(for: cp)
    child.render(
      in: place(s, in: rect, alignment: alignment, child: child, direction: direction), proposal: cp,
      into: &items)
  }
}

nonisolated extension View {
  /// A fixed width and/or height (nil keeps the child's), with the child aligned inside.
  /// Negative or non-finite values are replaced by 0 with a warning.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      WrappingModifier { child, context in
        FrameNode(
          width: width.map { context.diagnostics.sanitize($0, "frame width") },
          height: height.map { context.diagnostics.sanitize($0, "frame height") }, alignment: alignment,
          child: child)
      })
  }
}
