import TesseraGeometry

extension Canvas {
  /// Draws an image scaled into a rectangle (user space), through the current transform and clip.
  /// - Parameters:
  ///   - image: The pixels to draw.
  ///   - rect: Where the image's full extent lands.
  ///   - filter: How pixels are sampled. Default `.bilinear`.
  ///   - opacity: Multiplies the image's alpha, 0...1. Default 1.
  /// - Returns: false when the rectangle or transform is invalid or singular.
  @discardableResult
  public mutating func drawImage(
    _ image: Pixmap, in rect: Rect, filter: ImageFilter = .bilinear, opacity: Double = 1
  ) -> Bool {
    guard rect.isValid, !rect.isEmpty, transform.isFinite else { return false }
    let local = AffineTransform(
      a: rect.width / Double(image.width), d: rect.height / Double(image.height), tx: rect.minX, ty: rect.minY
    )
    var m = local.concatenating(transform)
    var img = image
    if filter == .bilinear {
      // Mip levels: halve until the image is drawn at half its size or more.
      var s = abs(m.determinant).squareRoot()
      while s.isFinite && s < 0.5 && img.width > 1 && img.height > 1 {
        img = img.halved()
        m = AffineTransform(scaleX: 2, y: 2).concatenating(m)
        s *= 2
      }
    }
    guard let inv = m.inverted() else { return false }
    let op = UInt32(Color.to8(opacity.isFinite ? opacity : 0))
    guard op > 0 else { return true }
    let sampler = ImageSampler(image: img, inverse: inv, filter: filter, opacity: op)
    var sc = ScanConverter(clip: drawBounds)
    sc.addPolylines(Path(rect).applying(transform).flattened(tolerance: Canvas.tolerance))
    composite(sc, fillRule: .nonZero, antiAlias: true, shader: ShaderContext(image: sampler))
    return true
  }
}
