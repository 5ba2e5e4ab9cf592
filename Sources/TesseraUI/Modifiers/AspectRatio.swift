import Foundation
import TesseraDisplayList

/// Offers the child the largest (fit) or smallest (fill) size with an aspect ratio inside the
/// proposal; the ratio is the child's ideal proportions when none is given.
final class AspectRatioNode: LayoutNode {
  let ratio: Double?
  let mode: ContentMode
  let child: LayoutNode

  init(ratio: Double?, mode: ContentMode, child: LayoutNode) {
    self.ratio = ratio
    self.mode = mode
    self.child = child
    super.init(direction: child.direction)
  }

  func target(_ p: ProposedViewSize) -> ProposedViewSize {
    let ideal = child.size(for: .unspecified)
    let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard r > 0, r.isFinite else { return p }
    switch (p.width, p.height) {
    case (nil, nil):
      return ProposedViewSize(width: ideal.width, height: ideal.width / r)
    case (let w?, nil) where w.isFinite: return ProposedViewSize(width: w, height: w / r)
    case (nil, let h?) where h.isFinite: return ProposedViewSize(width: h * r, height: h)
    case (let w?, let h?) where w.isFinite && h.isFinite:
      let byWidth = Size(width: w, height: w / r)
      let byHeight = Size(width: h * r, height: h)
      let fits = byWidth.height <= h
      let s = mode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
      return ProposedViewSize(s)
    default:
      return ProposedViewSize(width: ideal.width, height: ideal.width / r)
    }
  }

  override var spacingPreferences: ViewSpacing { child.spacingPreferences }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size { child.size(for: target(p)) }
  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let cp = target(proposal)
    let s = child.size(for: cp)
    child.render(in: place(s, in: rect, alignment: .center, direction: direction), proposal: cp, into: &items)
  }
}

nonisolated extension View {
  /// The view sized to an aspect ratio (width / height; nil for its own) that fits or fills
  /// the space offered.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(
      WrappingModifier { child, context in
        var r = ratio.map { Double($0) }
        if let v = ratio, !(v.isFinite && v > 0) {
          context.diagnostics.warn("aspectRatio \(v); using the view's own")
          r = nil
        }
        return AspectRatioNode(ratio: r, mode: contentMode, child: child)
      })
  }
  /// The view scaled to fit the space offered, keeping its proportions.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// The view scaled to fill the space offered, keeping its proportions.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
