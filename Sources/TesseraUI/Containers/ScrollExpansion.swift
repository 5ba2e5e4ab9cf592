/// How far the outermost vertical scroll views' content runs past their viewports, measured
/// while a render that expands scroll content draws (see `ImageRenderer.expandsScrollContent`).
///
/// One is made per render; scroll views and lists write to it while drawing on the render's one
/// thread, and the renderer reads it after.
final class ScrollExpansion: @unchecked Sendable {
  /// The largest overflow seen, in points (0: everything showed).
  var overflow = 0.0

  /// Records that a scroll view's content is `content` points tall in a `viewport` points tall.
  func record(content: Double, viewport: Double) {
    guard content.isFinite, viewport.isFinite else { return }
    overflow = max(overflow, content - viewport)
  }
}

struct ScrollExpansionKey: EnvironmentKey { static let defaultValue: ScrollExpansion? = nil }

extension EnvironmentValues {
  /// Where the outermost scroll views report their overflow, when the render expands them.
  var scrollExpansion: ScrollExpansion? {
    get { self[ScrollExpansionKey.self] }
    set { self[ScrollExpansionKey.self] = newValue }
  }
}
