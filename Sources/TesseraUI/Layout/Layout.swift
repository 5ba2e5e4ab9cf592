import TesseraDisplayList

/// A custom container layout, as SwiftUI's `Layout` protocol: answer the container's size for a
/// proposal, then place each subview.
///
///     struct Diagonal: Layout {
///       func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size { ... }
///       func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
///         for (i, s) in subviews.enumerated() { s.place(at: ..., proposal: .unspecified) }
///       }
///     }
///     Diagonal { Text("a"); Text("b") }
public protocol Layout {
  /// The container's size for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size
  /// Places every subview in `bounds` (the container's frame, in the display list's coordinates).
  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews)
}

extension Layout {
  /// The subviews laid out by this layout.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    CustomLayoutView(layout: self, content: content())
  }
}

/// The subviews a ``Layout`` arranges.
public typealias LayoutSubviews = [LayoutSubview]

/// One subview of a custom layout: ask its size, then place it.
public final class LayoutSubview {
  let node: LayoutNode
  var placement: (rect: Rect, proposal: ProposedViewSize)?

  init(node: LayoutNode) { self.node = node }

  /// The size the subview chooses for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { node.size(for: proposal) }

  /// The subview's layout priority.
  public var priority: Double { node.layoutPriority }

  /// Places the subview with its top-left corner at `point` (display list coordinates), at the
  /// size it chooses for `proposal`.
  public func place(at point: Point, proposal: ProposedViewSize) {
    placement = (Rect(origin: point, size: node.size(for: proposal)), proposal)
  }
}

struct CustomLayoutView<L: Layout, Content: View>: View {
  let layout: L
  let content: Content
  var body: PrimitiveBody { PrimitiveBody() }
}

extension CustomLayoutView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    let children = resolve(content, context.with(env))
    return [CustomLayoutNode(layout: layout, children: children, environment: context.environment)]
  }
}

final class CustomLayoutNode<L: Layout>: LayoutNode {
  let layout: L
  let subviews: [LayoutSubview]

  init(layout: L, children: [LayoutNode], environment: EnvironmentValues) {
    self.layout = layout
    self.subviews = children.map(LayoutSubview.init)
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    layout.sizeThatFits(proposal: p, subviews: subviews)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    for s in subviews { s.placement = nil }
    layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews)
    for s in subviews {
      // A subview the layout did not place is drawn at the container's center, at its ideal size.
      let placed =
        s.placement
        ?? (
          place(s.node.size(for: .unspecified), in: rect, alignment: .center, direction: direction),
          .unspecified
        )
      s.node.render(in: placed.rect, proposal: placed.proposal, into: &items)
    }
  }
}
