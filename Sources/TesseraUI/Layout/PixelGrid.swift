import TesseraDisplayList

/// The device pixels views are placed on, as SwiftUI places them.
///
/// SwiftUI rounds every view's frame to whole pixels before it is drawn: the origin and the far
/// corner each go to the nearest pixel boundary (half a pixel rounds up), so edges are crisp and a
/// centred view lands on a pixel. Text measures itself in whole pixels too (``ceil(_:)``): a
/// 17 pt line 20.28 pt tall is 20.333 pt at 3x, 20.5 at 2x and 21 at 1x.
///
/// ``current`` is the grid of the picture being laid out; `ImageRenderer` sets it from its scale.
/// Outside a render it is ``none``, which leaves every length as it is.
struct PixelGrid: Sendable, Equatable {
  /// Pixels per point; 0 for no grid.
  let scale: Double

  /// The grid of the render on this thread.
  @TaskLocal static var current = PixelGrid.none

  /// No grid: lengths and frames stay as computed.
  static let none = PixelGrid(scale: 0)

  /// The grid of a picture drawn at `scale` pixels per point (no grid for a value that is not a
  /// finite positive number).
  init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 0
  }

  /// Runs `body` with this grid as ``current``: the views it places are rounded to it.
  func placing(_ body: () -> Void) {
    PixelGrid.$current.withValue(self) { body() }
  }

  /// `length` points rounded up to whole pixels, keeping a length already on the grid (within a
  /// millionth of a pixel) as it is.
  func ceil(_ length: Double) -> Double {
    guard scale > 0, length.isFinite else { return length }
    let pixels = length * scale
    let nearest = pixels.rounded()
    if abs(pixels - nearest) < 1e-6 { return nearest / scale }
    return pixels.rounded(.up) / scale
  }

  /// `rect` with its origin and far corner each moved to the nearest pixel boundary (half a
  /// pixel up), as SwiftUI rounds a view's frame. A width or height already a whole number of
  /// pixels keeps it, whatever the origin's rounding.
  func round(_ rect: Rect) -> Rect {
    guard scale > 0, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else { return rect }
    let (x, width) = span(rect.origin.x, rect.width)
    let (y, height) = span(rect.origin.y, rect.height)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A start and length on one axis, in points, rounded to the grid.
  private func span(_ start: Double, _ length: Double) -> (Double, Double) {
    let s = start * scale
    let l = length * scale
    let first = nearestOrUp(s)
    let whole = l.rounded()
    let last = abs(l - whole) < 1e-6 ? first + whole : nearestOrUp(s + l)
    return (first / scale, max(0, last - first) / scale)
  }

  /// `pixels` rounded to the nearest whole number, halves up.
  private func nearestOrUp(_ pixels: Double) -> Double {
    // Within a millionth of a half, a half: positions computed as sums drift by that much.
    (pixels + 0.5 + 1e-6).rounded(.down)
  }
}
