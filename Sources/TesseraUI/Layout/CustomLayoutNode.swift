import Foundation
import TesseraDisplayList

/// A custom `Layout` applied to views: `MyLayout { … }`.
nonisolated struct CustomLayoutView<L: Layout, Content: View>: View {
  let layout: L
  let content: Content
  var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension CustomLayoutView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = L.layoutProperties.stackOrientation
    let children = resolve(content, context.with(env))
    return [CustomLayoutNode(layout: layout, children: children, environment: context.environment)]
  }
}

/// The node of a custom `Layout`: asks the layout for its size and places the subviews where the
/// layout put them. The layout's cache is made once per node (a still has one layout pass).
final class CustomLayoutNode<L: Layout>: LayoutNode {
  let layout: L
  let subviews: LayoutSubviews
  private var cache: L.Cache?

  init(layout: L, children: [LayoutNode], environment: EnvironmentValues) {
    self.layout = layout
    self.subviews = LayoutSubviews(
      children.map(LayoutSubview.init), layoutDirection: environment.layoutDirection)
    super.init(direction: environment.layoutDirection)
  }

  private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
    var c = cache ?? layout.makeCache(subviews: subviews)
    defer { cache = c }
    return body(&c)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let s = withCache { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    return Size(width: Double(s.width), height: Double(s.height))
  }

  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    return withCache {
      layout.explicitAlignment(
        of: a, in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &$0)
    }.map { Double($0) }
  }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    return withCache {
      layout.explicitAlignment(
        of: a, in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &$0)
    }.map { Double($0) }
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    for s in subviews { s.box.placement = nil }
    let bounds = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    for s in subviews {
      // A subview the layout did not place is drawn at the container's center, at its ideal size.
      let placed =
        s.box.placement
        ?? (
          place(s.box.node.size(for: .unspecified), in: rect, alignment: .center, direction: direction),
          .unspecified
        )
      s.box.node.render(in: placed.rect, proposal: placed.proposal, into: &items)
    }
  }
}
