import Foundation
import TesseraDisplayList

/// Draws its child through the visual effect a closure makes from the child's geometry.
final class VisualEffectNode: WrapperNode {
  let effect: @Sendable (GeometryProxy) -> any VisualEffect
  let environment: EnvironmentValues

  init(
    child: LayoutNode, environment: EnvironmentValues,
    effect: @escaping @Sendable (GeometryProxy) -> any VisualEffect
  ) {
    self.effect = effect
    self.environment = environment
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let proxy = GeometryProxy(
      size: CGSize(width: rect.width, height: rect.height), safeAreaInsets: EdgeInsets(),
      globalFrame: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height),
      scrollViewports: ScrollViewport.stack)
    effect(proxy).wrap(child, environment: environment).render(in: rect, proposal: proposal, into: &items)
  }
}

nonisolated extension View {
  /// The view drawn through the visual effect `effect` makes from its geometry: the closure gets
  /// an empty effect to build on and a proxy for the view's frame where it is drawn (`.global`,
  /// `.local`, `.scrollView`). Layout is unchanged. The proxy's safe area insets are 0.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(
      WrappingModifier { child, context in
        VisualEffectNode(child: child, environment: context.environment) { effect(EmptyVisualEffect(), $0) }
      })
  }
}
