import Foundation
import TesseraDisplayList

/// Draws its child through the effect a scroll transition makes for the child's phase in the
/// innermost scroll view along its axis.
final class ScrollTransitionNode: WrapperNode {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let environment: EnvironmentValues
  let transition: @Sendable (ScrollTransitionPhase) -> any VisualEffect

  init(
    child: LayoutNode, topLeading: ScrollTransitionConfiguration,
    bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis?, environment: EnvironmentValues,
    transition: @escaping @Sendable (ScrollTransitionPhase) -> any VisualEffect
  ) {
    self.topLeading = topLeading
    self.bottomTrailing = bottomTrailing
    self.axis = axis
    self.environment = environment
    self.transition = transition
    super.init(child: child)
  }

  /// The phase of a view drawn in `rect`: identity outside a scroll view.
  func phase(in rect: Rect) -> ScrollTransitionPhase {
    guard let viewport = ScrollViewport.innermost(along: axis) else { return .identity }
    let along: Axis =
      axis
      ?? (viewport.axes.contains(.horizontal) && !viewport.axes.contains(.vertical) ? .horizontal : .vertical)
    let (lo, hi, vLo, vHi) =
      along == .horizontal
      ? (rect.minX, rect.maxX, viewport.rect.minX, viewport.rect.maxX)
      : (rect.minY, rect.maxY, viewport.rect.minY, viewport.rect.maxY)
    // Which edge the view is nearer: before the center is the top (leading) edge; mirrored for a
    // horizontal scroll view in right-to-left layout.
    var beforeCenter = (lo + hi) / 2 < (vLo + vHi) / 2
    if along == .horizontal, direction == .rightToLeft { beforeCenter.toggle() }
    let configuration = beforeCenter ? topLeading : bottomTrailing
    if configuration.kind == .identity { return .identity }
    if configuration.threshold.isVisible(lo: lo, hi: hi, in: vLo, vHi) { return .identity }
    return beforeCenter ? .topLeading : .bottomTrailing
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    transition(phase(in: rect)).wrap(child, environment: environment).render(
      in: rect, proposal: proposal, into: &items)
  }
}

nonisolated extension View {
  /// The view drawn through the effect `transition` makes for its phase in the containing scroll
  /// view: `identity` while it is visible per `configuration`'s threshold (default fully), else
  /// `topLeading` or `bottomTrailing` for the edge it is beyond. `axis` (default: the scroll
  /// view's) picks the scroll view and the direction measured. Outside a scroll view: identity.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(
      topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// A scroll transition with one configuration for the top (leading) edge and another for the
  /// bottom (trailing) edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      WrappingModifier { child, context in
        ScrollTransitionNode(
          child: child, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
          environment: context.environment
        ) { transition(EmptyVisualEffect(), $0) }
      })
  }
}
