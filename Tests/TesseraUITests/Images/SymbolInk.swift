import TesseraRaster
import TesseraUI

/// Measures of a view's ink drawn at 3x over a clear background, in points: what the symbol tests
/// compare with iOS references measured the same way.
enum SymbolInk {
  /// The view drawn at 3x.
  static func pixmap(_ view: some View) throws -> Pixmap {
    let r = ImageRenderer(content: view)
    r.scale = 3
    return try r.render().pixmap()
  }

  /// The extent of the pixels whose alpha is above `threshold`, in points; zero with none.
  static func extent(_ view: some View, threshold: UInt8) throws -> (width: Double, height: Double) {
    let pixmap = try pixmap(view)
    var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where (pixmap.pixel(x: x, y: y)?.a ?? 0) > threshold {
        x0 = min(x0, x)
        x1 = max(x1, x)
        y0 = min(y0, y)
        y1 = max(y1, y)
      }
    }
    guard x1 >= x0 else { return (0, 0) }
    return (Double(x1 - x0 + 1) / 3, Double(y1 - y0 + 1) / 3)
  }

  /// The area the ink covers, in square points (each pixel counted by its alpha).
  static func coverage(_ view: some View) throws -> Double {
    let pixmap = try pixmap(view)
    var covered = 0.0
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width { covered += Double(pixmap.pixel(x: x, y: y)?.a ?? 0) / 255 / 9 }
    }
    return covered
  }
}
