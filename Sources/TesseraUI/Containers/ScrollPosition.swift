import Foundation

/// A scroll view's position, as iOS 18's `ScrollPosition`: an edge, a point, or a view by id.
/// Bound with `.scrollPosition($position)`, a still shows the scroll view there.
public struct ScrollPosition: Sendable {
  enum Kind: Sendable {
    case automatic
    case edge(Edge)
    case point(x: Double?, y: Double?)
    case view(UncheckedBox<AnyHashable>, anchor: UnitPoint?)
  }
  var kind: Kind

  /// A position that starts where the scroll view would (its default anchor, else the top).
  public init(idType: (some Hashable).Type = Never.self) { kind = .automatic }

  /// A position at an edge of the content.
  public init(idType: (some Hashable).Type = Never.self, edge: Edge) { kind = .edge(edge) }

  /// A position at a point of the content, in points from its top-leading corner.
  public init(idType: (some Hashable).Type = Never.self, point: CGPoint) {
    kind = .point(x: Double(point.x), y: Double(point.y))
  }

  /// A position `x` points from the content's leading edge.
  public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { kind = .point(x: Double(x), y: nil) }

  /// A position `y` points from the content's top.
  public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { kind = .point(x: nil, y: Double(y)) }

  /// A position showing the view with `id`, its `anchor` point at the viewport's (nil:
  /// top-leading).
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    kind = .view(UncheckedBox(AnyHashable(id)), anchor: anchor)
  }

  /// Scrolls to an edge.
  public mutating func scrollTo(edge: Edge) { kind = .edge(edge) }
  /// Scrolls to a point.
  public mutating func scrollTo(point: CGPoint) { kind = .point(x: Double(point.x), y: Double(point.y)) }
  /// Scrolls to `x` points from the leading edge.
  public mutating func scrollTo(x: CGFloat) { kind = .point(x: Double(x), y: nil) }
  /// Scrolls to `y` points from the top.
  public mutating func scrollTo(y: CGFloat) { kind = .point(x: nil, y: Double(y)) }
  /// Scrolls to the view with `id`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    kind = .view(UncheckedBox(AnyHashable(id)), anchor: anchor)
  }

  /// The edge scrolled to, if the position is one.
  public var edge: Edge? {
    if case .edge(let e) = kind { return e }
    return nil
  }

  /// The point scrolled to, if the position is one (a missing coordinate is 0).
  public var point: CGPoint? {
    if case .point(let x, let y) = kind { return CGPoint(x: x ?? 0, y: y ?? 0) }
    return nil
  }

  /// The id of the view scrolled to, if the position is one.
  public var viewID: (any Hashable)? {
    if case .view(let box, _) = kind { return box.value.base as? any Hashable }
    return nil
  }

  /// The id of the view scrolled to, as `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if case .view(let box, _) = kind { return box.value.base as? T }
    return nil
  }

  /// Whether the user scrolled to the position (never, in a still).
  public var isPositionedByUser: Bool { false }

  /// Sets what the scroll views below read.
  func apply(to positioning: inout ScrollPositioning, anchor: UnitPoint?) {
    switch kind {
    case .automatic: break
    case .edge(let e):
      let a: UnitPoint =
        switch e {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
      positioning.initial = a
    case .point(let x, let y): positioning.point = (x, y)
    case .view(let box, let a):
      positioning.viewID = box
      positioning.viewAnchor = a ?? anchor
    }
  }
}
