import Foundation
import TesseraGeometry
import TesseraPNG
import TesseraRaster

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's
/// `ImagePaint` (also written `.image(_:sourceRect:scale:)`).
///
/// The tile is the `sourceRect` part of the image at one point per image pixel, times `scale`;
/// the first tile's top-left corner is the filled shape's bounds' top-left corner, and tiles
/// repeat from there in every direction. A symbol (`Image(systemName:)`) or an image that cannot
/// be read paints nothing, with a warning naming it.
nonisolated public struct ImagePaint: ShapeStyle {
  /// The image to be drawn.
  public var image: Image
  /// The part of the image to repeat, in unit coordinates of the image (0...1 on each axis;
  /// clamped to it here, as SwiftUI leaves values outside undefined). Default: the whole image.
  public var sourceRect: CGRect
  /// A scale factor applied to the image while it is drawn. Default 1 (one point per pixel).
  public var scale: CGFloat

  /// Creates a shape style that repeats the `sourceRect` part of `image`, scaled by `scale`.
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)
  {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// The tile: the source rectangle of the image's pixels (at least one pixel), or nil with a
  /// warning when the image has no pixels to give.
  func tile() -> Pixmap? {
    guard let pixels = image.pixmapForPainting() else { return nil }
    let w = Double(pixels.width)
    let h = Double(pixels.height)
    func clamp(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? min(1, max(0, v)) : fallback }
    let x0 = Int((clamp(Double(sourceRect.minX), 0) * w).rounded())
    let y0 = Int((clamp(Double(sourceRect.minY), 0) * h).rounded())
    let x1 = max(x0 + 1, Int((clamp(Double(sourceRect.maxX), 1) * w).rounded()))
    let y1 = max(y0 + 1, Int((clamp(Double(sourceRect.maxY), 1) * h).rounded()))
    let left = min(x0, pixels.width - 1)
    let top = min(y0, pixels.height - 1)
    let right = min(x1, pixels.width)
    let bottom = min(y1, pixels.height)
    if left == 0, top == 0, right == pixels.width, bottom == pixels.height { return pixels }
    return pixels.cropped(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The image repeated from the top-left corner of `rect`.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    let clear = Paint(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
    guard let tile = tile() else { return clear }
    let s = Double(scale)
    guard s.isFinite, s > 0 else {
      Diagnostics.warnOnThisThread("ImagePaint scale \(s) is not a positive number; it paints nothing")
      return clear
    }
    let size = Size(width: Double(tile.width) * s, height: Double(tile.height) * s)
    guard
      let pattern = ImagePattern(
        image: tile, tile: Rect(origin: rect.origin, size: size), filter: image.filter)
    else { return clear }
    return Paint(shader: .imagePattern(pattern))
  }

  /// The tile's mean color (text and symbols are drawn in one color).
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    guard let tile = tile() else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
    return tile.meanColor
  }
}

nonisolated extension ShapeStyle where Self == ImagePaint {
  /// A shape style that fills a shape by repeating a region of an image (SwiftUI's
  /// `.image(_:sourceRect:scale:)`).
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
