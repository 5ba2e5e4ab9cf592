import TesseraDisplayList
import TesseraGeometry
import TesseraRaster
import Testing

@testable import TesseraRenderer

/// The renderer's shortcut for leading fills that cover the whole canvas: the pixels must be the
/// same as painting every item over the background.
@Suite struct DisplayListRendererTests {
  /// Every item painted in order over the background, with no shortcut.
  func painted(_ list: DisplayList, scale: Double, background: Color) throws -> Pixmap {
    let w = Int((list.size.width * scale).rounded(.up))
    let h = Int((list.size.height * scale).rounded(.up))
    var canvas = try Canvas(width: w, height: h, background: background)
    canvas.scale(x: scale, y: scale)
    for item in list.items { DisplayListRenderer.draw([item], on: &canvas) }
    return canvas.pixmap
  }

  static let violet = Color(red: 0.42, green: 0.36, blue: 0.91)
  static let page = Color(red: 0.95, green: 0.96, blue: 0.97)

  @Test(arguments: [
    // Covers everything: becomes the background.
    Rect(x: 0, y: 0, width: 40.3, height: 25),
    // Larger than the canvas.
    Rect(x: -5, y: -5, width: 60, height: 40),
    // Short of the last, partly covered pixel column at 3x: painted as usual.
    Rect(x: 0, y: 0, width: 40.25, height: 25),
    // Inset by a quarter point: painted as usual.
    Rect(x: 0.25, y: 0, width: 40, height: 25),
  ])
  func coveringFillsGiveTheSamePixels(background: Rect) throws {
    let list = DisplayList(
      size: Size(width: 40.3, height: 25),
      items: [
        .fill(path: Path(background), paint: Paint(Self.page), fillRule: .nonZero),
        .fill(path: Path(background), paint: Paint(.white), fillRule: .nonZero),
        .fill(
          path: Path(ellipseIn: Rect(x: 5, y: 4, width: 20, height: 14)), paint: Paint(Self.violet),
          fillRule: .nonZero),
      ])
    for scale in [1.0, 2, 3] {
      let fast = try DisplayListRenderer.render(list, scale: scale, background: .clear)
      #expect(fast == (try painted(list, scale: scale, background: .clear)), "scale \(scale)")
    }
  }

  @Test func translucentOrGradientFillsAreNotBackgrounds() throws {
    let full = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let gradient = Paint(
      shader: .linearGradient(
        LinearGradient(
          gradient: Gradient(colors: [.white, Self.violet]), startPoint: Point(x: 0, y: 0),
          endPoint: Point(x: 10, y: 0))))
    for paint in [Paint(Self.violet.opacity(0.5)), Paint(Self.violet, opacity: 0.5), gradient] {
      #expect(
        DisplayListRenderer.coveringColor(
          .fill(path: full, paint: paint, fillRule: .nonZero), scale: 1, width: 10, height: 10) == nil)
      let list = DisplayList(
        size: Size(width: 10, height: 10), items: [.fill(path: full, paint: paint, fillRule: .nonZero)])
      #expect(
        try DisplayListRenderer.render(list, background: .white)
          == painted(list, scale: 1, background: .white))
    }
    #expect(
      DisplayListRenderer.coveringColor(
        .fill(path: full, paint: Paint(Self.violet), fillRule: .nonZero), scale: 1, width: 10, height: 10)
        == Self.violet)
  }

  /// A list's background in a scroll view's viewport: a group clipped to the whole canvas (or to
  /// less of it, or moved, or faded: then painted as usual).
  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 40, height: 25), AffineTransform.identity, 1.0),
    (Rect(x: 0, y: 0, width: 39.5, height: 25), AffineTransform.identity, 1.0),
    (Rect(x: 0, y: 0, width: 40, height: 25), AffineTransform(translationX: 1, y: 0), 1.0),
    (Rect(x: 0, y: 0, width: 40, height: 25), AffineTransform.identity, 0.5),
  ])
  func coveringFillsInAViewportGiveTheSamePixels(clip: Rect, transform: AffineTransform, opacity: Double)
    throws
  {
    let size = Size(width: 40, height: 25)
    let whole = Path(Rect(origin: .zero, size: size))
    let viewport = DisplayGroup(
      items: [
        .fill(path: whole, paint: Paint(Self.page), fillRule: .nonZero),
        .fill(
          path: Path(roundedRect: Rect(x: 4, y: 3, width: 30, height: 12), cornerRadius: 4),
          paint: Paint(.white),
          fillRule: .nonZero),
        .fill(
          path: Path(ellipseIn: Rect(x: 5, y: 4, width: 20, height: 14)), paint: Paint(Self.violet),
          fillRule: .nonZero),
      ],
      clip: Path(clip), opacity: opacity, transform: transform)
    let list = DisplayList(
      size: size, items: [.fill(path: whole, paint: Paint(.white), fillRule: .nonZero), .group(viewport)])
    for scale in [1.0, 2, 3] {
      let fast = try DisplayListRenderer.render(list, scale: scale, background: .clear)
      #expect(fast == (try painted(list, scale: scale, background: .clear)), "scale \(scale)")
      // Only the plain viewport over the whole canvas gives its first fill to the background.
      var base = Color.clear
      let left = DisplayListRenderer.takeCovering(
        list.items, into: &base, scale: scale, width: Int(40 * scale), height: Int(25 * scale))
      let plain = clip.width == 40 && transform == .identity && opacity == 1
      #expect(base == (plain ? Self.page : .white))
      guard left.count == 1, case .group(let g) = left[0] else {
        Issue.record("the viewport is not what is left: \(left.count) items")
        continue
      }
      #expect(g.items.count == (plain ? 2 : 3))
    }
  }

  /// A card's shadow is not drawn under the card's own opaque fill, circular or with continuous
  /// corners: the pixels are those of drawing the shadow in full and the card over it.
  @Test(arguments: [1.0, 2, 3])
  func shadowsUnderTheirCardGiveTheSamePixels(scale: Double) throws {
    let shadow = Shadow(
      color: Color(red: 0, green: 0, blue: 0, opacity: 0.18), offset: Point(x: 0, y: 4), blurRadius: 12)
    for (rect, radius) in [
      (Rect(x: 24, y: 20.5, width: 152, height: 112), 16.0),
      (Rect(x: 10.25, y: 8, width: 60, height: 30), 15.0),
      (Rect(x: 30, y: 40, width: 120, height: 44), 22.0),
    ] {
      let radii = CornerRadii(all: radius)
      for path in [Path.continuousRoundedRect(rect, radius: radius), Path(roundedRect: rect, radii: radii)] {
        let list = DisplayList(
          size: Size(width: 200, height: 160),
          items: [
            .roundedRectShadow(rect: rect, radii: radii, shadow: shadow),
            .fill(path: path, paint: Paint(.white), fillRule: .nonZero),
          ])
        #expect(DisplayListRenderer.coveredSurface(path, Paint(.white), rect: rect, radii: radii) != nil)
        let fast = try DisplayListRenderer.render(list, scale: scale, background: Self.page)
        #expect(fast == (try painted(list, scale: scale, background: Self.page)), "\(rect) at \(scale)x")
      }
    }
    // A translucent card, or another shape, shows the shadow under it: nothing is left out.
    let rect = Rect(x: 24, y: 20, width: 152, height: 112)
    let radii = CornerRadii(all: 16)
    let card = Path.continuousRoundedRect(rect, radius: 16)
    #expect(
      DisplayListRenderer.coveredSurface(
        card, Paint(Color(red: 1, green: 1, blue: 1, opacity: 0.5)), rect: rect, radii: radii) == nil)
    #expect(
      DisplayListRenderer.coveredSurface(Path(ellipseIn: rect), Paint(.white), rect: rect, radii: radii)
        == nil)
  }
}
