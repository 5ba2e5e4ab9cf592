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

extension ScrollEdgeContent {
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

/// The scroll-edge node a root node is, looking through wrappers, if any.
func scrollEdgeContent(_ node: LayoutNode) -> ScrollEdgeContent? {
  var n = node
  while true {
    if let s = n as? ScrollEdgeContent { return s }
    guard let w = n as? WrapperNode else { return nil }
    n = w.child
  }
}

/// What the scroll views and lists drawn above a tab bar tell it: whether one that reaches the
/// bar has content going on below what shows (so the bar shows its material, as iOS's standard
/// appearance; otherwise it is at its scroll edge, transparent).
final class BottomBarProbe: @unchecked Sendable {
  /// The bar's top edge, in the display list's coordinates (set before the content draws).
  var barTop = Double.infinity
  /// Whether a scroll container reaching the bar runs under it.
  var runsUnder = false

  /// Notes a vertical scroll container drawn in `rect` whose content ends at `contentBottom`
  /// (what shows ends at `visibleBottom`).
  func note(rect: Rect, visibleBottom: Double, contentBottom: Double) {
    guard rect.maxY >= barTop - 0.5 else { return }
    if contentBottom > visibleBottom + 0.5 { runsUnder = true }
  }
}

struct BottomBarProbeKey: EnvironmentKey { static let defaultValue: BottomBarProbe? = nil }

extension EnvironmentValues {
  /// The tab bar's probe for the scroll containers in its tabs (nil outside a tab view).
  var bottomBarProbe: BottomBarProbe? {
    get { self[BottomBarProbeKey.self] }
    set { self[BottomBarProbeKey.self] = newValue }
  }
}
