import TesseraDisplayList

/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each child is asked for its
/// ideal size along `axes` (default both); the first no larger than the space offered is shown,
/// else the last.
nonisolated public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// The first view of `content` that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension ViewThatFits: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    let children = resolve(content, context.with(env))
    guard !children.isEmpty else { return [] }
    return [ViewThatFitsNode(axes: axes, children: children, environment: env)]
  }
}
