import TesseraDisplayList
import TesseraGeometry
import TesseraRaster

extension DisplayItem {
  /// A rectangle filled with a color.
  static func fill(_ rect: Rect, _ color: Color.Resolved) -> DisplayItem {
    .fill(path: Path(rect), paint: Paint(color), fillRule: .nonZero)
  }

  /// A path filled with a color.
  static func fill(_ path: Path, _ color: Color.Resolved) -> DisplayItem {
    .fill(path: path, paint: Paint(color), fillRule: .nonZero)
  }
}
