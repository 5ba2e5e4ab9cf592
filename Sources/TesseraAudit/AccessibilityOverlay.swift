import TesseraDisplayList
import TesseraGeometry
import TesseraRaster
import TesseraRenderer
import TesseraText

/// Draws an accessibility tree over its render: each element outlined in a color with its
/// number, and a legend beside the image listing the elements in reading order (what
/// AccessibilitySnapshot draws, in milliseconds).
public enum AccessibilityOverlay {
  /// The outline colors, used in turn.
  static let palette: [Color] = [
    Color(red: 0.90, green: 0.16, blue: 0.22), Color(red: 0.0, green: 0.45, blue: 0.90),
    Color(red: 0.10, green: 0.60, blue: 0.20), Color(red: 0.75, green: 0.35, blue: 0.0),
    Color(red: 0.55, green: 0.20, blue: 0.80), Color(red: 0.0, green: 0.55, blue: 0.60),
  ]
  /// The legend's width, in points.
  public static let legendWidth = 300.0

  /// The render with the elements outlined and numbered, and the legend on its right.
  /// - Parameters:
  ///   - tree: The elements.
  ///   - image: The render of the view the tree was made from.
  ///   - scale: Pixels per point of `image`.
  ///   - library: Fonts for the numbers and the legend.
  /// - Throws: `RasterError.imageTooLarge` for a picture too large to draw.
  public static func draw(
    _ tree: AccessibilityTree, over image: Pixmap, scale: Double, library: FontLibrary
  ) throws -> Pixmap {
    let s = scale.isFinite && scale > 0 ? scale : 1
    let imageSize = Size(width: Double(image.width) / s, height: Double(image.height) / s)
    var items: [DisplayItem] = [
      .image(image: image, rect: Rect(origin: .zero, size: imageSize), filter: .nearest, opacity: 1)
    ]
    let small = TextStyle(size: 10, weight: .bold)
    let legendStyle = TextStyle(size: 12)
    var legendY = 12.0
    let legendX = imageSize.width + 12
    for (i, e) in tree.elements.enumerated() {
      let color = palette[i % palette.count]
      let f = e.frame.insetBy(dx: 0.75, dy: 0.75)
      if f.width > 0, f.height > 0 {
        items.append(
          .stroke(
            path: Path(roundedRect: f, radii: CornerRadii(all: 2)), paint: Paint(color),
            style: StrokeStyle(lineWidth: 1.5)))
      }
      if let number = try? TextLayout.cached(text: "\(i + 1)", style: small, library: library) {
        let badge = Rect(x: e.frame.minX, y: e.frame.minY, width: max(16, number.size.width + 8), height: 16)
        items.append(
          .fill(
            path: Path(roundedRect: badge, radii: CornerRadii(all: 8)), paint: Paint(color),
            fillRule: .nonZero))
        items.append(
          .text(
            layout: number,
            origin: Point(x: badge.midX - number.size.width / 2, y: badge.midY - number.size.height / 2),
            color: .white))
        let line = "\(i + 1). \(e.role) \(e.label.debugDescription)" + (e.value.map { " = \($0)" } ?? "")
        if let legend = try? TextLayout.cached(
          text: line, style: legendStyle, maxWidth: legendWidth - 36, library: library)
        {
          items.append(
            .fill(
              path: Path(
                roundedRect: Rect(x: legendX, y: legendY + 2, width: 12, height: 12),
                radii: CornerRadii(all: 3)),
              paint: Paint(color), fillRule: .nonZero))
          items.append(.text(layout: legend, origin: Point(x: legendX + 20, y: legendY), color: .black))
          legendY += legend.size.height + 6
        }
      }
    }
    let size = Size(width: imageSize.width + legendWidth, height: max(imageSize.height, legendY + 6))
    let list = DisplayList(size: size, items: items)
    return try DisplayListRenderer.render(list, scale: s, background: .white)
  }
}
