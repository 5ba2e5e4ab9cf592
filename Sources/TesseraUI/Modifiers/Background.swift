import TesseraDisplayList

/// A view with secondary views behind (background) or in front (overlay), laid out in the main
/// view's frame: the main view decides the size, the secondary views are offered it and aligned.
final class LayeredNode: WrapperNode {
  let secondary: [LayoutNode]
  let alignment: Alignment
  let inFront: Bool

  init(main: LayoutNode, secondary: [LayoutNode], alignment: Alignment, inFront: Bool) {
    self.secondary = secondary
    self.alignment = alignment
    self.inFront = inFront
    super.init(child: main)
  }

  /// The view the secondary views are laid out around.
  var main: LayoutNode { child }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    if inFront { child.render(in: rect, proposal: proposal, into: &items) }
    renderAligned(secondary, in: rect, alignment: alignment, into: &items)
    if !inFront { child.render(in: rect, proposal: proposal, into: &items) }
  }
}

nonisolated extension View {
  /// A view behind this one, offered its size and aligned in its frame.
  public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B)
    -> some View
  {
    background(content(), alignment: alignment)
  }

  /// A view behind this one, offered its size and aligned in its frame (deprecated in SwiftUI
  /// for `background(alignment:content:)`; a color here is drawn as the shape-style overload does).
  @_disfavoredOverload
  public func background<B: View>(_ view: B, alignment: Alignment = .center) -> some View {
    layered(view, alignment: alignment, inFront: false)
  }

  /// `view` behind or in front of this one: the one mechanism of `background` and `overlay`.
  func layered<V: View>(_ view: V, alignment: Alignment, inFront: Bool) -> some View {
    modifier(
      WrappingModifier { child, context in
        var env = context.environment
        env.stackAxis = nil
        return LayeredNode(
          main: child, secondary: resolve(view, context.with(env)), alignment: alignment, inFront: inFront)
      })
  }

  /// A shape filled with a style behind this view (`.background(.white, in: RoundedRectangle(...))`).
  public func background<S: Shape>(_ style: some ShapeStyle, in shape: S) -> some View {
    background(shape.fill(style))
  }
}

/// The modifier that lays `view` behind or in front of its content.
func layeredModifier<V: View>(_ view: V, alignment: Alignment, inFront: Bool) -> WrappingModifier {
  WrappingModifier { child, context in
    var env = context.environment
    env.stackAxis = nil
    return LayeredNode(
      main: child, secondary: resolve(view, context.with(env)), alignment: alignment, inFront: inFront)
  }
}

nonisolated extension View {
  /// A shape style filling the view's frame behind it (`.background(.thinMaterial)`,
  /// `.background(.background)`), extended into the device's safe area on `edges` where the view
  /// touches it (default all, as SwiftUI's).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }

  /// The environment's background style in a shape behind the view.
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(BackgroundStyle()))
  }

  /// A shape style over the view's frame, extended into the safe area on `edges` as `background`'s.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }

  /// A shape filled with a style over the view.
  public func overlay<S: ShapeStyle, F: Shape>(_ style: S, in shape: F) -> some View {
    overlay(shape.fill(style))
  }
}

nonisolated extension View {
  /// The environment's background style behind the view (`.background()`).
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle().fill(BackgroundStyle()).ignoresSafeArea(.container, edges: edges))
  }
}
