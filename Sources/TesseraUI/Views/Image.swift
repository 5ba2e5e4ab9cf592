import Foundation
import TesseraDisplayList
import TesseraPNG
import TesseraRaster

/// A picture, as SwiftUI's `Image`: shown at its own size (one pixel per point) unless made
/// ``resizable()``, then stretched to the space offered (combine with `aspectRatio` or
/// `scaledToFit()` to keep its proportions).
public struct Image: View {
  enum Source {
    case pixmap(Pixmap)
    case file(String)
  }
  let source: Source
  var isResizable = false
  var filter: ImageFilter = .bilinear

  /// An image of pixels.
  public init(pixmap: Pixmap) { source = .pixmap(pixmap) }
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

  /// How pixels are sampled when scaled. Default `.bilinear`.
  public func interpolation(_ filter: ImageFilter) -> Image {
    var i = self
    i.filter = filter
    return i
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension Image: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let pixmap: Pixmap
    switch source {
    case .pixmap(let p): pixmap = p
    case .file(let path):
      do {
        pixmap = try PNG.read(contentsOf: path)
      } catch {
        context.diagnostics.error(.imageUnavailable(path: path, reason: "\(error)"))
        return []
      }
    }
    return [
      ImageNode(image: pixmap, resizable: isResizable, filter: filter, environment: context.environment)
    ]
  }
}

/// Lays out and draws an image.
final class ImageNode: LayoutNode {
  let image: Pixmap
  let resizable: Bool
  let filter: ImageFilter

  init(image: Pixmap, resizable: Bool, filter: ImageFilter, environment: EnvironmentValues) {
    self.image = image
    self.resizable = resizable
    self.filter = filter
    super.init(direction: environment.layoutDirection)
  }

  var intrinsicSize: Size { Size(width: Double(image.width), height: Double(image.height)) }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard resizable else { return intrinsicSize }
    let s = proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
    return Size(
      width: s.width.isFinite ? s.width : intrinsicSize.width,
      height: s.height.isFinite ? s.height : intrinsicSize.height)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    items.append(.image(image: image, rect: rect, filter: filter, opacity: 1))
  }
}
