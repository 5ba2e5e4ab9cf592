/// Views in a column, top to bottom, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a column; `spacing` between views defaults to 8 points.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension VStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = .vertical
    let children = resolve(content, context.with(env))
    let s = context.diagnostics.sanitize(spacing ?? 8, "VStack spacing", fallback: 8)
    return [
      StackNode(
        axis: .vertical, horizontal: alignment, vertical: .center, spacing: s, children: children,
        environment: context.environment)
    ]
  }
}
