import TesseraGeometry

/// An image repeated over the whole plane: what SwiftUI's `ImagePaint` fills a shape with.
///
/// One tile is the whole `image`; `transform` maps the image's pixel space (x right, y down, one
/// unit per pixel) into user space, and the tile repeats every `image.width` by `image.height`
/// pixels of that space in both directions.
public struct ImagePattern: Hashable, Sendable {
  /// One tile's pixels.
  public var image: Pixmap
  /// Image pixel space to user space: where the tile at the origin lands and how big it is.
  public var transform: AffineTransform
  /// How pixels are sampled. Default `.bilinear` (neighbors across a tile edge are the
  /// repeated image's, so tiles join with no seam).
  public var filter: ImageFilter
  /// Whether the tile repeats left and right; when false its edge columns extend instead.
  /// Default true.
  public var repeatsHorizontally: Bool
  /// Whether the tile repeats up and down; when false its edge rows extend instead. Default true.
  public var repeatsVertically: Bool

  /// Creates a pattern.
  public init(
    image: Pixmap, transform: AffineTransform, filter: ImageFilter = .bilinear,
    repeatsHorizontally: Bool = true,
    repeatsVertically: Bool = true
  ) {
    self.image = image
    self.transform = transform
    self.filter = filter
    self.repeatsHorizontally = repeatsHorizontally
    self.repeatsVertically = repeatsVertically
  }

  /// A pattern whose tile at the origin is drawn into `rect` (user space).
  /// - Returns: nil when `rect` is empty or not finite.
  public init?(
    image: Pixmap, tile rect: Rect, filter: ImageFilter = .bilinear, repeatsHorizontally: Bool = true,
    repeatsVertically: Bool = true
  ) {
    guard rect.isValid, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return nil }
    self.init(
      image: image,
      transform: AffineTransform(
        a: rect.width / Double(image.width), d: rect.height / Double(image.height), tx: rect.minX,
        ty: rect.minY),
      filter: filter, repeatsHorizontally: repeatsHorizontally, repeatsVertically: repeatsVertically)
  }
}
