import TesseraGeometry

/// Where the screen and its safe area are, filled in by `DeviceScreen` when it is drawn and read
/// by views that extend into the safe area (`ignoresSafeArea`, style backgrounds).
///
/// One is made per `DeviceScreen` each time the view tree is resolved; it is written once, before
/// the screen's content is drawn, and read while the content is drawn, on the render's one thread.
final class ScreenGeometry: @unchecked Sendable {
  /// The whole screen, in the display list's coordinates.
  var screen = Rect.zero
  /// The safe area's rectangle.
  var safe = Rect.zero
  /// Whether `screen` and `safe` have been set.
  var isSet = false
  /// Whether the content asked for the status bar to be hidden (`.statusBarHidden()`).
  var statusBarHidden = false
  /// Whether the content asked for the home indicator to be hidden
  /// (`.persistentSystemOverlays(.hidden)`).
  var systemOverlaysHidden = false

  /// `rect` grown to the screen's edge on each edge of `edges` where it touches the safe area's
  /// (within half a point), in the layout direction `direction`.
  func expand(_ rect: Rect, edges: Edge.Set, direction: LayoutDirection) -> Rect {
    guard isSet else { return rect }
    let touches = { (a: Double, b: Double) in abs(a - b) < 0.5 }
    let left: Edge.Set = direction == .rightToLeft ? .trailing : .leading
    let right: Edge.Set = direction == .rightToLeft ? .leading : .trailing
    var minX = rect.minX
    var minY = rect.minY
    var maxX = rect.maxX
    var maxY = rect.maxY
    if edges.contains(.top), touches(rect.minY, safe.minY) { minY = min(minY, screen.minY) }
    if edges.contains(.bottom), touches(rect.maxY, safe.maxY) { maxY = max(maxY, screen.maxY) }
    if edges.contains(left), touches(rect.minX, safe.minX) { minX = min(minX, screen.minX) }
    if edges.contains(right), touches(rect.maxX, safe.maxX) { maxX = max(maxX, screen.maxX) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

struct ScreenGeometryKey: EnvironmentKey { static let defaultValue: ScreenGeometry? = nil }

extension EnvironmentValues {
  /// The device screen the view is drawn on, if any.
  var screenGeometry: ScreenGeometry? {
    get { self[ScreenGeometryKey.self] }
    set { self[ScreenGeometryKey.self] = newValue }
  }
}
