import Foundation

/// Views in a column, top to bottom, as SwiftUI's `VStack`.
nonisolated public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a column; `spacing` between views defaults to 8 points.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Double($0) }
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension VStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    stackNodes(content, axis: .vertical, horizontal: alignment, vertical: .center, spacing: spacing, context)
  }
}
