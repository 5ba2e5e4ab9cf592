import TesseraDisplayList
import TesseraGeometry
import TesseraRaster

extension ImageNode {
  /// The image drawn into `rect` in nine parts (`resizable(capInsets:resizingMode:)`): corners
  /// at their size, edges and middle stretched or repeated. Insets are whole image pixels,
  /// clamped to the image; when they are wider or taller than `rect`, the corners shrink in
  /// proportion and the middle is empty.
  func ninePartItems(in rect: Rect) -> [DisplayItem] {
    guard rect.isValid, !rect.isEmpty else { return [] }
    let w = image.width
    let h = image.height
    func whole(_ v: Double, _ limit: Int) -> Int { v.isFinite ? min(limit, max(0, Int(v.rounded()))) : 0 }
    let left = whole(capInsets.leading, w)
    var right = whole(capInsets.trailing, w)
    let top = whole(capInsets.top, h)
    var bottom = whole(capInsets.bottom, h)
    if left + right > w { right = w - left }
    if top + bottom > h { bottom = h - top }
    // Destination sizes of the fixed parts, shrunk in proportion when the space is too small.
    let kx = Double(left + right) > rect.width ? rect.width / Double(left + right) : 1
    let ky = Double(top + bottom) > rect.height ? rect.height / Double(top + bottom) : 1
    let dl = Double(left) * kx
    let dr = Double(right) * kx
    let dt = Double(top) * ky
    let db = Double(bottom) * ky
    let sx = [0, left, w - right, w]
    let sy = [0, top, h - bottom, h]
    let dx = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX]
    let dy = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY]
    var items: [DisplayItem] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let sw = sx[column + 1] - sx[column]
        let sh = sy[row + 1] - sy[row]
        let target = Rect(
          x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
        guard sw > 0, sh > 0, target.width > 0, target.height > 0,
          let part = sw == w && sh == h
            ? image : image.cropped(x: sx[column], y: sy[row], width: sw, height: sh)
        else { continue }
        // Corners never repeat; edges repeat along their length, the middle both ways.
        let repeatsX = resizingMode == .tile && column == 1
        let repeatsY = resizingMode == .tile && row == 1
        if !repeatsX && !repeatsY {
          items.append(.image(image: part, rect: target, filter: filter, opacity: 1))
          continue
        }
        let tile = Rect(
          x: target.minX, y: target.minY, width: repeatsX ? Double(sw) : target.width,
          height: repeatsY ? Double(sh) : target.height)
        guard
          let pattern = ImagePattern(
            image: part, tile: tile, filter: filter, repeatsHorizontally: repeatsX,
            repeatsVertically: repeatsY)
        else { continue }
        items.append(
          .fill(path: Path(target), paint: Paint(shader: .imagePattern(pattern)), fillRule: .nonZero))
      }
    }
    return items
  }
}
