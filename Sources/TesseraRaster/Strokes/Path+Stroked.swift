import TesseraGeometry

extension Path {
  /// The area a stroke of this path in `style` covers, as a path filled with the non-zero rule
  /// (SwiftUI's `strokedPath(_:)`): curves flattened to within `tolerance` points (default 1/16),
  /// dashes applied, joins and caps as the raster draws them. Empty for an invalid path or style.
  public func strokedPath(_ style: StrokeStyle, tolerance: Double = 1.0 / 16) -> Path {
    guard isFinite, style.lineWidth.isFinite, style.lineWidth > 0, tolerance > 0 else { return Path() }
    var outline = Path()
    for polygon in Stroker.outline(of: self, style: style, width: style.lineWidth, tolerance: tolerance) {
      guard let first = polygon.first else { continue }
      outline.move(to: first)
      for point in polygon.dropFirst() { outline.addLine(to: point) }
      outline.closeSubpath()
    }
    return outline
  }
}
