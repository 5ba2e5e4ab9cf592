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
