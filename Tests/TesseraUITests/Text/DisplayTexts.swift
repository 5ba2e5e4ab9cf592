import TesseraDisplayList
import TesseraGeometry

@testable import TesseraUI

/// Every text item of a display list, its groups' offsets applied: its frame and size in points.
func displayTexts(_ items: [DisplayItem], dx: Double = 0, dy: Double = 0) -> [(frame: Rect, size: Double)] {
  var out: [(frame: Rect, size: Double)] = []
  for item in items {
    switch item {
    case .text(let layout, let origin, _):
      out.append(
        (
          frame: Rect(
            x: origin.x + dx, y: origin.y + dy, width: layout.size.width, height: layout.size.height),
          size: layout.fontSize
        ))
    case .group(let g): out += displayTexts(g.items, dx: dx + g.transform.tx, dy: dy + g.transform.ty)
    default: break
    }
  }
  return out
}

extension Rect {
  /// A text item's frame as its text view measured it: the paragraph's size rounded up to whole
  /// pixels at `scale` (1 by default).
  func textViewFrame(scale: Double = 1) -> Rect {
    Rect(
      origin: origin,
      size: Size(
        width: (width * scale - 1e-6).rounded(.up) / scale,
        height: (height * scale - 1e-6).rounded(.up) / scale))
  }
}
