import Foundation
import TesseraDisplayList
import TesseraGeometry

extension GraphicsContext {
  /// A text prepared for drawing in a context (`resolve(_:)`), as SwiftUI's
  /// `GraphicsContext.ResolvedText`: it can be measured, and its shading set.
  nonisolated public struct ResolvedText {
    let text: Text
    let context: ResolveContext
    /// The text's color or style: the environment's foreground style unless set. Setting it to a
    /// color or a shape style draws the text in it.
    public var shading: Shading = .foreground

    /// The text's size when offered `size`.
    public func measure(in size: CGSize) -> CGSize {
      let s = GraphicsContext.size(
        of: nodes(), offered: ProposedViewSize(size))
      return CGSize(width: s.width, height: s.height)
    }

    /// The text's nodes, in its shading.
    func nodes() -> [LayoutNode] {
      var c = context
      switch shading.kind {
      case .color(let color): c.environment.foregroundStyle = AnyShapeStyle(color)
      case .style(let style): c.environment.foregroundStyle = style
      default: break
      }
      return TesseraUI.resolve(text, c)
    }
  }

  /// An image prepared for drawing in a context, as SwiftUI's `GraphicsContext.ResolvedImage`.
  nonisolated public struct ResolvedImage {
    let image: Image
    let context: ResolveContext
    /// The image's size at one point per pixel (a symbol's at its font).
    public var size: CGSize {
      let s = GraphicsContext.size(of: TesseraUI.resolve(image, context), offered: .unspecified)
      return CGSize(width: s.width, height: s.height)
    }
    /// The distance from the image's top to its baseline: its height.
    public var baseline: CGFloat { size.height }
  }

  /// A symbol view prepared for drawing, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    let nodes: [LayoutNode]
    /// The symbol's ideal size.
    public var size: CGSize {
      let s = GraphicsContext.size(of: nodes, offered: .unspecified)
      return CGSize(width: s.width, height: s.height)
    }
  }

  /// The size of `nodes` stacked in one place, each offered `proposal`.
  static func size(of nodes: [LayoutNode], offered proposal: ProposedViewSize) -> Size {
    var w = 0.0
    var h = 0.0
    for node in nodes {
      let s = node.size(for: proposal)
      w = max(w, s.width)
      h = max(h, s.height)
    }
    return Size(width: w, height: h)
  }

  /// Draws `nodes` in `rect` (current coordinates), each offered `proposal`.
  /// Text and images drawn in a canvas sit exactly where the drawing says, off the pixel grid:
  /// the context's transform may scale or rotate them.
  func draw(_ nodes: [LayoutNode], at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    var items: [DisplayItem] = []
    PixelGrid.$current.withValue(.none) {
      for node in nodes {
        let s = node.size(for: proposal)
        let origin = Point(x: Double(point.x) - anchor.x * s.width, y: Double(point.y) - anchor.y * s.height)
        node.render(in: Rect(origin: origin, size: s), proposal: proposal, into: &items)
      }
    }
    record(items)
  }

  /// Prepares `text` for drawing in this context's environment.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, context: resolveContext) }

  /// Prepares `image` for drawing in this context's environment.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, context: resolveContext)
  }

  /// The canvas's symbol view tagged `id`, or nil when there is none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    symbols[AnyHashable(id)].map(ResolvedSymbol.init(nodes:))
  }

  /// Draws `text` at its ideal size, `anchor` of its bounds at `point`. Default anchor center.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws a resolved text at its ideal size, `anchor` of its bounds at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(text.nodes(), at: point, anchor: anchor, proposal: .unspecified)
  }

  /// Draws `text` wrapped to the width of `rect`, from its top-left corner.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws a resolved text wrapped to the width of `rect`, from its top-left corner.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    draw(
      text.nodes(), at: rect.origin, anchor: .topLeading,
      proposal: ProposedViewSize(rect.size))
  }

  /// Draws `image` scaled into `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws a resolved image scaled into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(
      TesseraUI.resolve(image.image.resizable(), resolveContext), at: rect.origin, anchor: .topLeading,
      proposal: ProposedViewSize(rect.size))
  }

  /// Draws `image` at its own size, `anchor` of its bounds at `point`. Default anchor center.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image at its own size, `anchor` of its bounds at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(TesseraUI.resolve(image.image, resolveContext), at: point, anchor: anchor, proposal: .unspecified)
  }

  /// Draws a symbol view at its ideal size, `anchor` of its bounds at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(symbol.nodes, at: point, anchor: anchor, proposal: .unspecified)
  }

  /// Draws a symbol view offered the size of `rect`, from its top-left corner.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    draw(
      symbol.nodes, at: rect.origin, anchor: .topLeading,
      proposal: ProposedViewSize(rect.size))
  }
}
