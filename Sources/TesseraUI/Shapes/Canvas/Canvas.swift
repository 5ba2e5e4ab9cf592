import Foundation
import TesseraDisplayList

/// A view drawn by code, as SwiftUI's `Canvas`: the renderer closure receives a
/// ``GraphicsContext`` and the canvas's size and draws paths, text and images into it.
///
/// The canvas takes the space offered (like a shape) and clips what is drawn to its bounds.
/// Drawing is recorded into the display list, so a canvas's pixels are as exact and repeatable as
/// every other view's. Views given as `symbols` are drawn by ``GraphicsContext/resolveSymbol(id:)``
/// with the tag they carry (`.tag(_:)`).
nonisolated public struct Canvas<Symbols: View>: View {
  /// The views the renderer can draw by tag.
  public var symbols: Symbols
  /// Draws the canvas's content.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque (a hint on Apple platforms; drawn the same here).
  /// Default false.
  public var isOpaque: Bool
  /// The working color space (drawn in sRGB here). Default `.nonLinear`.
  public var colorMode: ColorRenderingMode
  /// Whether the canvas is rendered off the main thread (the same here). Default false.
  public var rendersAsynchronously: Bool

  /// A canvas drawn by `renderer`, with views it can draw by tag.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer
    ) { EmptyView() }
  }
}

nonisolated extension Canvas: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    let ctx = context.with(env)
    // The symbols by tag, resolved as the canvas is (the first of a repeated tag wins).
    var tagged: [AnyHashable: [LayoutNode]] = [:]
    for entry in ctx.taggedOptions(self.symbols, passingOn: true) where tagged[entry.tag] == nil {
      tagged[entry.tag] = entry.nodes
    }
    return [CanvasNode(context: ctx, symbols: tagged, renderer: renderer)]
  }
}
