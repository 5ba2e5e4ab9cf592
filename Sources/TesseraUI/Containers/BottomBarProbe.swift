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
