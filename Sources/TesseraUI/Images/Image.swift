import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraPNG
import TesseraRaster

/// A picture, as SwiftUI's `Image`: shown at its own size (one pixel per point) unless made
/// ``resizable()``, then stretched to the space offered (combine with `aspectRatio` or
/// `scaledToFit()` to keep its proportions).
nonisolated public struct Image: View, Sendable {
  enum Source: Sendable {
    /// Pixels, `scale` of them per point (a 3x image is a third as large in points).
    case pixmap(Pixmap, scale: Double)
    case file(String)
    /// An SF Symbols name, drawn from the bundled icon font (``SystemSymbolTable``).
    case symbol(String)
    /// An asset name that could not be found (drawn as a placeholder, with a warning).
    case missingAsset(String)
    /// An image set of an asset catalog, its file chosen for the screen's scale and color scheme
    /// when drawn.
    case asset(String, AssetImageSet)
    /// No picture at all (`UIImage()`): nothing drawn, zero size.
    case empty
  }
  let source: Source
  var isResizable = false
  var filter: ImageFilter = .bilinear
  /// `.template` draws a symbol in the foreground style, `.original` in its own (the same here).
  var renderingMode: TemplateRenderingMode?
  /// `Image(decorative:)`: hidden from accessibility.
  var isDecorative = false
  /// `resizable(capInsets:resizingMode:)`: the parts that keep their size, in image pixels.
  var capInsets = EdgeInsets()
  /// `resizable(capInsets:resizingMode:)`: how the other parts fill their space.
  var resizingMode = ResizingMode.stretch

  /// A symbol by its SF Symbols name (`"chevron.right"`, `"heart.fill"`), drawn from the bundled
  /// Material Symbols font through a name table (`Docs/Symbols.md`); sized from the font and
  /// `.imageScale`, colored with the foreground style. An unmapped name draws a placeholder
  /// square and a warning naming it.
  public init(systemName: String) { source = .symbol(systemName) }
  /// A symbol with a variable value (drawn at its full value).
  public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }

  /// An image from an asset catalog: the image set `name` of the `.xcassets` in `bundle` (nil:
  /// the main bundle and every package resource bundle beside the program, as an app's own
  /// assets), its file chosen for the screen's scale and color scheme (a 2x file is drawn at half
  /// its pixels in points); else the bundle's PNG resource of that name; else a placeholder and a
  /// warning naming it.
  public init(_ name: String, bundle: Bundle? = nil) {
    let folders = ResourceBundles.folders(bundle)
    if let set = AssetCatalog.imageSet(name, in: folders) {
      source = .asset(name, set)
      return
    }
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    for folder in folders {
      let path = folder + "/" + base + ".png"
      if FileManager.default.fileExists(atPath: path) {
        source = .file(path)
        return
      }
    }
    source = .missingAsset(name)
  }
  /// A decorative image from an asset catalog (hidden from accessibility).
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  /// An image of pixels, one per point.
  public init(pixmap: Pixmap) { source = .pixmap(pixmap, scale: 1) }

  /// An image of pixels, `scale` of them per point (positive and finite; anything else is 1), as
  /// SwiftUI's `Image(_:scale:label:)` draws a `CGImage`.
  init(pixmap: Pixmap, scale: Double) {
    source = .pixmap(pixmap, scale: scale > 0 && scale.isFinite ? scale : 1)
  }
  /// An image read from a PNG file when the view is rendered; a missing or corrupt file makes
  /// the render throw ``RenderError/imageUnavailable(path:reason:)``.
  public init(contentsOfFile path: String) { source = .file(path) }

  /// An image read from a bundle's PNG resource (`name` with or without `.png`), such as
  /// `Bundle.module` of a package target; a missing resource makes the render throw
  /// ``RenderError/imageUnavailable(path:reason:)``.
  public init(named name: String, bundle: Bundle) {
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    if let path = bundle.path(forResource: base, ofType: "png") {
      source = .file(path)
    } else {
      source = .file("\(bundle.bundlePath)/\(base).png")
    }
  }

  /// The image stretched to the space offered.
  public func resizable() -> Image {
    var i = self
    i.isResizable = true
    return i
  }

  /// How a symbol takes its color: `.template` (the foreground style) or `.original`.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var i = self
    i.renderingMode = renderingMode
    return i
  }

  /// The image resized to the space offered in nine parts: the corners inside `capInsets`
  /// (image pixels) keep their size, the edges between them stretch or repeat along their edge,
  /// and the middle stretches or repeats both ways (`resizingMode`). Insets wider than the space
  /// shrink in proportion; the insets' leading and trailing are the image's left and right.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var i = resizable()
    i.capInsets = capInsets
    i.resizingMode = resizingMode
    return i
  }

  /// How a resizable image fills its space.
  public enum ResizingMode: Hashable, Sendable {
    /// Tiled.
    case tile
    /// Stretched.
    case stretch
  }

  /// The image's sampling quality (`.interpolation(.none)` samples nearest pixels).
  public func interpolation(_ interpolation: Interpolation) -> Image {
    self.interpolation(interpolation == .none ? ImageFilter.nearest : .bilinear)
  }

  /// Sampling quality, as SwiftUI's `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable {
    /// Nearest pixel.
    case none
    /// Low.
    case low
    /// Medium.
    case medium
    /// High.
    case high
  }

  /// Whether the image is smoothed when scaled (the same as `interpolation`).
  public func antialiased(_ isAntialiased: Bool) -> Image {
    interpolation(isAntialiased ? ImageFilter.bilinear : .nearest)
  }

  /// How pixels are sampled when scaled. Default `.bilinear`.
  public func interpolation(_ filter: ImageFilter) -> Image {
    var i = self
    i.filter = filter
    return i
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Image: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let nodes = imageNodes(context)
    for node in nodes {
      if let n = node as? ImageNode {
        n.name = name
        n.isDecorative = isDecorative
      } else if let n = node as? SymbolNode {
        n.name = name
        n.isDecorative = isDecorative
        n.isResizable = isResizable
      }
    }
    return nodes
  }

  /// The image's name for accessibility: its asset, file or symbol name; nil for pixels.
  var name: String? {
    switch source {
    case .symbol(let n), .missingAsset(let n), .asset(let n, _): return n
    case .file(let path): return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    case .pixmap, .empty: return nil
    }
  }

  private func imageNodes(_ context: ResolveContext) -> [LayoutNode] {
    let pixmap: Pixmap
    var pointScale = 1.0
    switch source {
    case .empty: return resolve(Color.clear.frame(width: 0, height: 0), context)
    case .symbol(let name): return SymbolNode.make(name: name, resizable: isResizable, context)
    case .missingAsset(let name):
      context.diagnostics.warn(
        "image \"\(name)\" is in no asset catalog (.xcassets) or PNG resource of the bundles searched; drawn as a placeholder"
      )
      return SymbolNode.placeholder(context)
    case .asset(let name, let set):
      let env = context.environment
      guard let entry = set.best(scale: env.displayScale, dark: env.colorScheme == .dark) else {
        context.diagnostics.warn("image set \"\(name)\" has no file; drawn as a placeholder")
        return SymbolNode.placeholder(context)
      }
      guard entry.path.lowercased().hasSuffix(".png") else {
        context.diagnostics.warn(
          "image set \"\(name)\": \((entry.path as NSString).lastPathComponent) is not a PNG, the one format Tessera reads; drawn as a placeholder"
        )
        return SymbolNode.placeholder(context)
      }
      do {
        pixmap = try PNG.read(contentsOf: entry.path)
      } catch {
        context.diagnostics.error(.imageUnavailable(path: entry.path, reason: "\(error)"))
        return []
      }
      pointScale = entry.scale
    case .pixmap(let p, let scale):
      pixmap = p
      pointScale = scale
    case .file(let path):
      do {
        pixmap = try PNG.read(contentsOf: path)
      } catch {
        context.diagnostics.error(.imageUnavailable(path: path, reason: "\(error)"))
        return []
      }
    }
    let node = ImageNode(
      image: pixmap, resizable: isResizable, filter: filter, environment: context.environment)
    if context.environment.redactionReasons.contains(.placeholder) {
      node.redaction =
        context.environment.foregroundStyle.resolvedColor(in: context.environment)
        .redactionPlaceholder
    }
    node.capInsets = capInsets
    node.resizingMode = resizingMode
    node.pixelsPerPoint = pointScale
    return [node]
  }
}

/// Lays out and draws an image.
final class ImageNode: LayoutNode {
  let image: Pixmap
  let resizable: Bool
  let filter: ImageFilter
  /// The image's name, for its accessibility record.
  var name: String?
  /// `Image(decorative:)`: recorded hidden.
  var isDecorative = false
  /// The parts that keep their size, in image pixels.
  var capInsets = EdgeInsets()
  /// How the other parts fill their space.
  var resizingMode = Image.ResizingMode.stretch
  /// The image's pixels per point: 1, or an asset file's scale (a 3x file is a third as large in
  /// points).
  var pixelsPerPoint = 1.0
  /// Under `.redacted(reason: .placeholder)`: the color of the shape drawn instead of the image.
  var redaction: Color.Resolved?

  init(image: Pixmap, resizable: Bool, filter: ImageFilter, environment: EnvironmentValues) {
    self.image = image
    self.resizable = resizable
    self.filter = filter
    super.init(direction: environment.layoutDirection)
  }

  var intrinsicSize: Size {
    Size(width: Double(image.width) / pixelsPerPoint, height: Double(image.height) / pixelsPerPoint)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard resizable else { return intrinsicSize }
    let s = proposal.replacingUnspecified(by: intrinsicSize)
    return Size(
      width: s.width.isFinite ? s.width : intrinsicSize.width,
      height: s.height.isFinite ? s.height : intrinsicSize.height)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    items.recording(.image(at: rect, name: name, decorative: isDecorative)) {
      if let redaction {
        // A placeholder: the image's frame filled, as iOS draws redacted images.
        $0.append(.fill(path: Path(rect), paint: Paint(redaction), fillRule: .nonZero))
      } else if resizable, capInsets != EdgeInsets() || resizingMode == .tile {
        $0.append(contentsOf: ninePartItems(in: rect))
      } else {
        $0.append(.image(image: image, rect: rect, filter: filter, opacity: 1))
      }
    }
  }
}
