import Foundation
import TesseraDisplayList

/// A frame with minimum, ideal and maximum sizes, following SwiftUI's rules: the child is
/// offered the parent's proposal clamped to the limits (ideal sizes replace unspecified
/// dimensions); with both limits in a dimension the frame takes the clamped proposal; with one,
/// the child's size, pushed to the proposal clamped by that limit when the proposal is beyond
/// the child; with none, the child's size.
final class FlexibleFrameNode: LayoutNode {
  struct Limits {
    var min: Double?
    var ideal: Double?
    var max: Double?
  }
  let horizontal: Limits
  let vertical: Limits
  let alignment: Alignment
  let child: LayoutNode

  init(horizontal: Limits, vertical: Limits, alignment: Alignment, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
    self.child = child
    super.init(direction: child.direction)
    // A frame that fills whatever it is offered (`.frame(maxWidth: .infinity, maxHeight:
    // .infinity)`) hands its whole rectangle to its child: scrollable content inside still runs
    // under the bars around it, as SwiftUI's safe area reaches through such a frame.
    if horizontal.max == .infinity, vertical.max == .infinity, horizontal.min == nil, vertical.min == nil,
      let edge = child.traits[ScrollEdgeTrait.self]
    {
      traits[ScrollEdgeTrait.self] = edge
    }
  }

  private static func clamp(_ v: Double, _ l: Limits) -> Double {
    var r = v
    if let mx = l.max { r = Swift.min(r, mx) }
    if let mn = l.min { r = Swift.max(r, mn) }
    return r
  }

  private static func childProposal(_ p: Double?, _ l: Limits) -> Double? {
    guard let p else { return l.ideal }
    return clamp(p, l)
  }

  private static func result(_ p: Double?, _ l: Limits, child: Double) -> Double {
    let proposed = p ?? l.ideal ?? child
    if l.min != nil && l.max != nil { return clamp(proposed, l) }
    var r = child
    if let mn = l.min, proposed < child { r = Swift.max(proposed, mn) }
    if let mx = l.max, proposed > child { r = Swift.min(proposed, mx) }
    if let mn = l.min { r = Swift.max(r, mn) }
    if let mx = l.max { r = Swift.min(r, mx) }
    return r
  }

  // Any limit on the height makes the view plain (not text) above and below; on the width,
  // before and after.
  override var spacingPreferences: ViewSpacing {
    var edges: Edge.Set = []
    if vertical.min != nil || vertical.ideal != nil || vertical.max != nil { edges.formUnion(.vertical) }
    if horizontal.min != nil || horizontal.ideal != nil || horizontal.max != nil {
      edges.formUnion(.horizontal)
    }
    return child.spacingPreferences.reset(edges)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let cp = ProposedViewSize(
      width: Self.childProposal(p.width, horizontal), height: Self.childProposal(p.height, vertical))
    let s = child.size(for: cp)
    let w = Self.result(p.width, horizontal, child: s.width)
    let h = Self.result(p.height, vertical, child: s.height)
    return Size(width: w.isFinite ? w : s.width, height: h.isFinite ? h : s.height)
  }

  /// The child's frame inside a frame of `size` (its guides are the child's, moved by it).
  private func childRect(in size: Size) -> (rect: Rect, size: Size) {
    let cp = ProposedViewSize(
      width: Self.childProposal(size.width, horizontal), height: Self.childProposal(size.height, vertical))
    let s = child.size(for: cp)
    return (
      place(s, in: Rect(origin: .zero, size: size), alignment: alignment, child: child, direction: direction),
      s
    )
  }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    let (r, s) = childRect(in: size)
    return child.verticalGuide(a, in: s).map { $0 + r.minY }
  }

  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    let (r, s) = childRect(in: size)
    let leading = direction == .rightToLeft ? size.width - r.maxX : r.minX
    return child.horizontalGuide(a, in: s).map { $0 + leading }
  }

  override var hasExplicitGuides: Bool { child.hasExplicitGuides }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let cp = ProposedViewSize(
      width: Self.childProposal(proposal.width, horizontal),
      height: Self.childProposal(proposal.height, vertical))
    let s = child.size(for: cp)
    child.render(
      in: place(s, in: rect, alignment: alignment, child: child, direction: direction), proposal: cp,
      into: &items)
  }
}

nonisolated extension View {
  /// A flexible frame: minimum, ideal and maximum width and height (`.infinity` for "as large
  /// as offered"), with the child aligned inside. Invalid values are dropped with a warning.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      WrappingModifier { child, context in
        func check(_ value: CGFloat?, _ name: String, allowInfinity: Bool = false) -> Double? {
          guard let value else { return nil }
          let v = Double(value)
          if v.isNaN || v < 0 || (v.isInfinite && !allowInfinity) {
            context.diagnostics.warn("frame \(name) is \(v); ignored")
            return nil
          }
          return v
        }
        var h = FlexibleFrameNode.Limits(
          min: check(minWidth, "minWidth"), ideal: check(idealWidth, "idealWidth"),
          max: check(maxWidth, "maxWidth", allowInfinity: true))
        var v = FlexibleFrameNode.Limits(
          min: check(minHeight, "minHeight"), ideal: check(idealHeight, "idealHeight"),
          max: check(maxHeight, "maxHeight", allowInfinity: true))
        if let a = h.min, let b = h.max, a > b {
          context.diagnostics.warn("frame minWidth \(a) > maxWidth \(b); using maxWidth")
          h.min = b
        }
        if let a = v.min, let b = v.max, a > b {
          context.diagnostics.warn("frame minHeight \(a) > maxHeight \(b); using maxHeight")
          v.min = b
        }
        return FlexibleFrameNode(horizontal: h, vertical: v, alignment: alignment, child: child)
      })
  }
}
