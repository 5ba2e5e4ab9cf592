import Foundation

/// Views in a row, leading to trailing, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a row; `spacing` between views defaults to 8 points.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Double($0) }
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension HStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    stackNodes(
      content, axis: .horizontal, horizontal: .center, vertical: alignment, spacing: spacing, context)
  }
}
