/// Views on top of each other, later ones in front, as SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// Creates an overlapping stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension ZStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    return [
      ZStackNode(
        alignment: alignment, children: resolve(content, context.with(env)), environment: context.environment)
    ]
  }
}
