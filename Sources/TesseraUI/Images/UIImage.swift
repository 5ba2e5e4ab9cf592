import Foundation
import TesseraPNG
import TesseraRaster

/// UIKit's image, so code that makes images with UIKit (`Image(uiImage:)`, `UIImage(named:)`,
/// `UIImage(systemName:)`, `UIImage(data:)`) compiles and draws. Only an image value: there is
/// no UIKit.
///
/// Status: partial. A named image is looked up as `Image(_:bundle:)` looks it up, a symbol is
/// drawn as `Image(systemName:)`, PNG data and files are decoded; `size` is known for decoded
/// pixels only (zero otherwise). On Linux, images drawn with `UIGraphicsImageRenderer` are drawn
/// by Tessera's rasterizer.
nonisolated public final class UIImage: @unchecked Sendable {
  /// How an image draws: in its own colors or as a template in the tint.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides.
    case automatic
    /// In its own colors.
    case alwaysOriginal
    /// As a template, in the tint.
    case alwaysTemplate
  }

  let image: Image
  /// The size of the image in points; zero where it is not known before drawing (named images
  /// and symbols).
  public let size: CGSize
  /// The image's pixels per point. Default 1.
  public let scale: CGFloat
  /// How the image draws. Default `.automatic`.
  public let renderingMode: RenderingMode

  init(image: Image, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
    self.image = image
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
  }

  /// An empty image: nothing drawn, zero size.
  public convenience init() { self.init(image: Image(source: .empty), size: .zero) }

  /// The image named `name` in `bundle`'s asset catalogs or PNG resources (nil: the app's); nil
  /// when there is none.
  public convenience init?(named name: String, in bundle: Bundle? = nil) {
    let image = Image(name, bundle: bundle)
    if case .missingAsset = image.source { return nil }
    self.init(image: image, size: .zero)
  }

  /// The SF Symbol named `name`, drawn from Tessera's symbol set.
  public convenience init?(systemName name: String) {
    self.init(image: Image(systemName: name), size: .zero)
  }

  /// An image decoded from PNG data, at `scale` pixels per point (default 1); nil when the data
  /// is not a PNG Tessera can read.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard scale > 0, scale.isFinite, let pixmap = try? PNG.decode([UInt8](data)) else { return nil }
    self.init(pixmap: pixmap, scale: scale)
  }

  /// An image of rendered pixels, `scale` of them per point (``ImageRenderer/uiImage``).
  convenience init(pixmap: Pixmap, scale: Double) {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    self.init(
      image: Image(pixmap: pixmap, scale: scale),
      size: CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale), scale: scale
    )
  }

  /// An image read from a PNG file; nil when it cannot be read.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// The same image drawn in `mode`.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(image: image, size: size, scale: scale, renderingMode: mode)
  }
}

nonisolated extension Image {
  /// An image of a UIKit image, as SwiftUI's `Image(uiImage:)`.
  public init(uiImage: UIImage) {
    self = uiImage.image
    switch uiImage.renderingMode {
    case .alwaysTemplate: renderingMode = .template
    case .alwaysOriginal: renderingMode = .original
    case .automatic: break
    }
  }

  /// An image with this source.
  init(source: Source) { self.source = source }
}
