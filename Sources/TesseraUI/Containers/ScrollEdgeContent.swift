import TesseraDisplayList

/// A scrollable node whose background runs under bars while its content starts below them
/// (lists and scroll views under a navigation bar or above a tab bar).
protocol ScrollEdgeContent: AnyObject {
  /// The space the bars cover, in points.
  var safeArea: EdgeInsets { get set }
  /// Whether, drawn in `rect` with its safe area, the content is scrolled away from its top
  /// (so it runs under a top bar).
  func isScrolled(in rect: Rect) -> Bool
}

nonisolated extension ScrollEdgeContent {
  /// Lists and bars are drawn at rest: never scrolled.
  func isScrolled(in rect: Rect) -> Bool { false }
}

/// A node that can draw only the part of itself inside a viewport (lazy stacks and grids): it
/// resolves and measures only what shows.
protocol ViewportRendering: AnyObject {
  /// Draws the node with its top-left corner at `origin`, `width` wide (vertical) or `height`
  /// high (horizontal), stopping past `limit` (points along the axis, display list coordinates).
  func renderVisible(origin: Point, across: Double, limit: Double, into items: inout [DisplayItem])
  /// The axis the node grows along.
  var growthAxis: Axis { get }
}

/// The scrollable content a view is, for the bars around it: each ``ScrollEdgeContent`` node
/// sets this trait on itself, and the modifiers wrapping it carry it up. Held weakly (the node
/// holds its own traits).
struct ScrollEdgeTrait: ViewTraitKey {
  weak var node: (any ScrollEdgeContent)?
  static var defaultValue: ScrollEdgeTrait? { nil }
}

/// The scroll-edge node a root node is, under its modifiers, if any (its ``ScrollEdgeTrait``).
func scrollEdgeContent(_ node: LayoutNode) -> ScrollEdgeContent? {
  node.traits[ScrollEdgeTrait.self]?.node
}
