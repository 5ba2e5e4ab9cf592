import Foundation
import TesseraDisplayList
import TesseraRaster

/// Draws a drop shadow under the shapes the child fills. A rounded rectangle (alone, or as the
/// background of the child) takes the renderer's fast path; other fills cast the shadow of their
/// union. Text and images cast no shadow.
final class ShadowNode: WrapperNode {
  let shadow: Shadow

  init(shadow: Shadow, child: LayoutNode) {
    self.shadow = shadow
    super.init(child: child)
  }

  /// A rounded rectangle that is the whole of what `node` fills, if there is one.
  static func roundedRect(of node: LayoutNode, in rect: Rect) -> (Rect, CornerRadii)? {
    if let s = node as? ShapeNode, case .fill = s.mode {
      if let r = s.shape as? RoundedRectangle, r.insetAmount == 0 { return (rect, r.cornerRadii) }
      if let r = s.shape as? Rectangle, r.insetAmount == 0 { return (rect, .zero) }
      if let c = s.shape as? Capsule, c.insetAmount == 0 {
        return (rect, CornerRadii(all: min(rect.width, rect.height) / 2))
      }
      // A circle in a square frame is a capsule (a switch's thumb, an avatar).
      if let c = s.shape as? Circle, c.insetAmount == 0, abs(rect.width - rect.height) < 1e-9 {
        return (rect, CornerRadii(all: rect.width / 2))
      }
    }
    // Shadows stacked on one shape (`.shadow(…).shadow(…)`): each is cast by the shape.
    if let inner = node as? ShadowNode { return roundedRect(of: inner.child, in: rect) }
    if let l = node as? LayeredNode, !l.inFront, l.secondary.count == 1 {
      let size = l.secondary[0].size(for: ProposedViewSize(rect.size))
      if size == rect.size { return roundedRect(of: l.secondary[0], in: rect) }
    }
    // A border drawn over a rounded surface (`.overlay(RoundedRectangle(…).strokeBorder(…))`)
    // lies inside the surface, so the surface alone still casts the whole shadow.
    if let l = node as? LayeredNode, l.inFront, let (r, radii) = roundedRect(of: l.main, in: rect),
      l.secondary.allSatisfy({ isBorder($0, of: radii, in: rect) })
    {
      return (r, radii)
    }
    return nil
  }

  /// Whether `node` is a stroke that stays inside a rounded rectangle of `radii` filling `rect`:
  /// a `strokeBorder` of the same rounded rectangle (inset by at least half its line width).
  static func isBorder(_ node: LayoutNode, of radii: CornerRadii, in rect: Rect) -> Bool {
    guard let s = node as? ShapeNode, case .stroke(_, let style) = s.mode,
      node.size(for: ProposedViewSize(rect.size)) == rect.size
    else { return false }
    if let r = s.shape as? RoundedRectangle {
      return r.cornerRadii == radii && r.insetAmount >= style.lineWidth / 2
    }
    if let r = s.shape as? Rectangle { return radii == .zero && r.insetAmount >= style.lineWidth / 2 }
    return false
  }

  /// The outline that casts the shadow of what `items` draw: the union of their fills; a clipped
  /// group casts its clip where what it draws covers the clip's bounds (a background or an image
  /// clipped to a capsule casts the capsule's shadow, as SwiftUI's shadow of the drawn pixels does),
  /// else the fills inside it.
  static func castingPath(of items: [DisplayItem]) -> Path {
    var union = Path()
    for item in items {
      switch item {
      case .fill(let path, _, _): union.addPath(path)
      case .group(let g) where g.transform.isIdentity:
        guard let clip = g.clip else {
          union.addPath(castingPath(of: g.items))
          break
        }
        if covers(g.items, clip.bounds) {
          union.addPath(clip)
        } else {
          union.addPath(castingPath(of: g.items))
        }
      default: break
      }
    }
    return union
  }

  /// Whether something `items` draw is an opaque-shaped rectangle (a rectangular fill or an
  /// image) over all of `rect`.
  static func covers(_ items: [DisplayItem], _ rect: Rect) -> Bool {
    func holds(_ r: Rect) -> Bool {
      r.minX <= rect.minX + 1e-6 && r.minY <= rect.minY + 1e-6 && r.maxX >= rect.maxX - 1e-6
        && r.maxY >= rect.maxY - 1e-6
    }
    for item in items {
      switch item {
      case .fill(let path, _, _): if let r = rectangle(path), holds(r) { return true }
      case .image(_, let r, _, _): if holds(r) { return true }
      case .group(let g) where g.transform.isIdentity && g.clip == nil:
        if covers(g.items, rect) { return true }
      default: break
      }
    }
    return false
  }

  /// The rectangle a path is, when it is one axis-aligned rectangle.
  static func rectangle(_ path: Path) -> Rect? {
    var points: [Point] = []
    for (i, e) in path.elements.enumerated() {
      switch e {
      case .move(let p) where i == 0: points.append(p)
      case .line(let p): points.append(p)
      case .closeSubpath where i == path.elements.count - 1: break
      default: return nil
      }
    }
    if points.count == 5, points[4] == points[0] { points.removeLast() }
    guard points.count == 4 else { return nil }
    let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
    guard xs.count == 2, ys.count == 2 else { return nil }
    for i in 0..<4 {
      let a = points[i], b = points[(i + 1) % 4]
      guard a.x == b.x || a.y == b.y else { return nil }
    }
    return path.bounds
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    if let (r, radii) = Self.roundedRect(of: child, in: rect) {
      items.append(.roundedRectShadow(rect: r, radii: radii, shadow: shadow))
    } else {
      let union = Self.castingPath(of: inner)
      if !union.isEmpty { items.append(.shadow(path: union, shadow: shadow)) }
    }
    items += inner
  }
}

nonisolated extension View {
  /// A drop shadow: `radius` is the blur radius in points (the Gaussian's deviation is 0.92 times
  /// it, as measured on iOS), offset by `x`, `y`. Default color: black at 33% opacity.
  public func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  )
    -> some View
  {
    modifier(
      WrappingModifier { child, context in
        let s = Shadow.sanitized(
          color: color, radius: radius, x: x, y: y, in: context.environment,
          diagnostics: context.diagnostics)
        return ShadowNode(shadow: s, child: child)
      })
  }
}

nonisolated extension View {
  /// A drop shadow with CSS `box-shadow`'s blur: the Gaussian's deviation is half of `blur` (in
  /// points). Tessera's own controls use it for shadows whose figures are CSS's (a switch's thumb,
  /// a segment's, glass), where `.shadow(radius:)` follows iOS's wider blur.
  func boxShadow(color: Color, blur: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    shadow(color: color, radius: blur / (2 * Shadow.deviationPerRadius), x: x, y: y)
  }

}
