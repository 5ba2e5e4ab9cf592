import TesseraDisplayList

/// A scrollable view, as SwiftUI's `ScrollView`.
///
/// Its content is stacked along the scroll axis (a `VStack` for vertical scrolling) and offered
/// the scroll view's size across the axis and its ideal size along it; the scroll view takes the
/// space offered (asked for its ideal size, it is as large as its content), clips its content to
/// its frame and shows the top (a still is taken at rest; indicators are hidden at rest, as on
/// iOS). Content narrower than the scroll view is centered across the axis. Lazy stacks and grids
/// inside are resolved and measured only as far as the viewport shows.
nonisolated public struct ScrollView<Content: View>: View {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether scroll indicators show while scrolling (never in a still).
  public var showsIndicators: Bool
  /// The scroll view's content.
  public var content: Content

  /// A scroll view along `axes` (default vertical).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension ScrollView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let axis: Axis = axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal
    var env = context.environment
    env.scrollContentMargins = EdgeInsets()
    env.scrollContentMarginEdges = []
    env.scrollExpansion = nil
    // Scroll positions asked for above apply to this scroll view, not to those inside it.
    let positioning = env.scrollPositioning
    env.scrollPositioning = ScrollPositioning()
    var start: ScrollStart?
    var recorder: ScrollTargetRecorder?
    if let text = positioning.text {
      start = .text(text)
    } else if let id = positioning.viewID {
      let r = ScrollTargetRecorder(wanted: id.value)
      recorder = r
      start = .view(r, anchor: positioning.viewAnchor)
    } else if let point = positioning.point {
      start = .point(x: point.x, y: point.y)
    } else if let anchor = positioning.initial {
      start = .anchor(anchor)
    }
    env.scrollTargetRecorder = recorder
    env.isListRow = false
    let nodes = stackNodes(
      content, axis: axis, horizontal: .center, vertical: .center, spacing: nil, context.with(env))
    var content =
      nodes.first
      ?? StackNode(
        axis: axis, horizontal: .center, vertical: .center, spacing: 0, children: [], environment: env)
    // A stack of one lazy stack or grid is the lazy view itself, so it can draw what shows only.
    if let stack = content as? StackNode, stack.children.count == 1, stack.children[0] is ViewportRendering {
      content = stack.children[0]
    }
    return [
      ScrollViewNode(
        axes: axes.isEmpty ? [] : axes, content: content, margins: context.environment.scrollContentMargins,
        start: start, alignment: positioning.alignment, diagnostics: context.diagnostics,
        environment: context.environment)
    ]
  }
}
