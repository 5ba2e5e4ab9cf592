/// How image pixels are sampled when an image is drawn scaled or transformed.
public enum ImageFilter: String, Hashable, Sendable, CaseIterable {
  /// The nearest source pixel: hard pixel edges (pixel art, QR codes).
  case nearest
  /// Bilinear interpolation between the four nearest pixels; when shrinking below half size,
  /// from a box-filtered half-size copy first (mip level), so small thumbnails do not alias.
  case bilinear
}
