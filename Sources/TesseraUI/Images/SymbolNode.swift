import TesseraDisplayList
import TesseraRaster
import TesseraText

/// Lays out and draws an SF Symbols name as a glyph of the bundled icon font.
///
/// Size: SF Symbols scale with the font: at `.medium` image scale a symbol's box is 1.2 times the
/// font's point size (a `.body` symbol is about 20 pt tall, as on iOS), `.small` 0.96, `.large`
/// 1.56 (iOS's small and large scales are about 0.8 and 1.3 of medium), and as wide: SF's images
/// are about 1.2 em wide on iOS 14 and later, except the chevrons and `xmark`, which take SF's
/// measured width (``SymbolFrame``) outside a `Label`'s icon. As tall as the glyph's ink and a
/// margin above and below it (``SymbolFrame/verticalMargin``), as SF Symbols' images are (a
/// `Label`'s icon and tab items keep the square box). The glyph sits where the box's first text
/// baseline at 80% of its height puts it (its middle on the text's cap-height middle), so symbols
/// line up with text in `.firstTextBaseline` stacks.
final class SymbolNode: LayoutNode {
  let layout: TextLayout?
  let box: Double
  let color: Color.Resolved
  /// The symbol's name, for its accessibility record.
  var name: String?
  /// The SF Symbols name drawn (after `.symbolVariant`) when its width is SF's measured one
  /// (``SymbolFrame``); nil for the square box (most symbols, a placeholder, a `Label`'s icon).
  var frameName: String?
  /// `Image(decorative:)`: recorded hidden.
  var isDecorative = false
  /// `.resizable()`: the symbol's ink is stretched to the space offered, as SwiftUI stretches it.
  var isResizable = false
  /// Under `.redacted(reason: .placeholder)`: the color of the rounded shape drawn instead.
  let redaction: Color.Resolved?

  init(layout: TextLayout?, box: Double, color: Color.Resolved, environment: EnvironmentValues) {
    self.layout = layout
    self.box = box
    self.color = color
    redaction = environment.redactionReasons.contains(.placeholder) ? color.redactionPlaceholder : nil
    super.init(direction: environment.layoutDirection)
  }

  /// The node for a symbol name in a context, or a placeholder and a warning when the name is not
  /// in the table.
  static func make(name: String, resizable: Bool = false, _ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    var resolved = name
    if env.symbolVariants.contains(.fill), !name.hasSuffix(".fill"),
      SystemSymbolTable.materialName[name + ".fill"] != nil
    {
      resolved = name + ".fill"
    }
    if env.symbolVariants.contains(.circle), !name.contains(".circle") {
      let c = name + ".circle" + (env.symbolVariants.contains(.fill) ? ".fill" : "")
      if SystemSymbolTable.materialName[c] != nil { resolved = c }
    }
    guard let material = SystemSymbolTable.materialName[resolved] else {
      context.diagnostics.warn(
        "SF Symbol \"\(name)\" has no glyph in Tessera's symbol table (Docs/Symbols.md); drawn as a placeholder"
      )
      return placeholder(context)
    }
    guard let library = env.fontLibrary else {
      context.diagnostics.error(.text("no fonts: the bundled Fonts folder was not found"))
      return []
    }
    let box = size(in: env)
    // A resizable symbol is stretched to its frame whatever its glyph's size, so only its stroke
    // is adjusted; a symbol set in text is drawn at SF's measured size.
    let measured = SymbolFrame.inkScale[resolved]
    let inkScale = resizable ? 1 : measured ?? 1
    let strokeScale = resizable ? SymbolFrame.resizableStrokeScale : inkScale
    do {
      // SF Symbols draw outlined unless the name (or `.symbolVariant(.fill)`) asks for the fill,
      // in the weight of the text around them.
      // (A radio-style ring with a dot is its outlined form: filled, it would be a solid disc.)
      let filled =
        resolved.split(separator: ".").contains("fill") && material != "radio_button_checked"
      let weight = SymbolFrame.strokeWeight(
        env.textAttributes.weight ?? env.font.weight, inkScale: strokeScale)
      let layout = try TextLayout.icon(
        named: material, size: box * inkScale, weight: weight, filled: filled, library: library)
      let node = SymbolNode(
        layout: layout, box: box, color: env.foregroundStyle.resolvedColor(in: env), environment: env)
      // A glyph whose width was measured takes SF's width; every other one the square box's.
      node.frameName = env.symbolFramesAreSquare || measured == nil ? nil : resolved
      node.squareFrame = env.symbolFramesAreSquare
      return [node]
    } catch {
      context.diagnostics.error(.text("symbol \"\(name)\": \(error)"))
      return []
    }
  }

  /// A placeholder the size of a symbol: a rounded square outline with a diagonal.
  static func placeholder(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    return [
      SymbolNode(
        layout: nil, box: size(in: env), color: env.foregroundStyle.resolvedColor(in: env), environment: env)
    ]
  }

  /// The symbol's box in points for the environment's font and image scale.
  static func size(in env: EnvironmentValues) -> Double {
    let factor: Double
    switch env.imageScale {
    case .small: factor = 0.96
    case .medium: factor = 1.2
    case .large: factor = 1.56
    }
    return env.font.pointSize(in: env) * factor
  }

  /// The glyph's ink in the layout's coordinates (points, at `box`), or nil with no glyph or no
  /// ink. A resizable symbol is this rectangle: SF Symbols' images are their glyph's bounds, so
  /// `.resizable().scaledToFit()` fills the frame's long side with ink (GoodSwiftUI's iOS 18.6
  /// buttons: `person` 18.7 x 20 and `arrow.right` 19.7 x 16 in 20-point frames).
  private(set) lazy var inkBounds: Rect? = {
    guard let layout else { return nil }
    var ink: Rect?
    for line in layout.lines {
      for g in line.glyphs {
        let size = layout.size(of: g)
        // The outline's bounds scaled and moved: a uniform scale keeps a rectangle one.
        let b = layout.faces[g.faceIndex].outline(glyph: g.id).bounds
        let r = Rect(
          x: g.x + b.minX * size, y: g.y + b.minY * size, width: b.width * size, height: b.height * size)
        guard r.width > 0, r.height > 0 else { continue }
        ink = ink.map { $0.union(r) } ?? r
      }
    }
    return ink
  }()

  /// A resizable symbol's natural size: its ink's, else its box.
  private var naturalSize: Size {
    inkBounds.map { Size(width: $0.width, height: $0.height) } ?? Size(width: box, height: box)
  }

  /// The width of the symbol's frame when it is not resizable, in points (``SymbolFrame``).
  private lazy var frameWidth: Double = {
    guard let frameName, layout != nil else { return box }
    return SymbolFrame.width(name: frameName, inkWidth: inkBounds?.width, box: box)
  }()

  /// Where the glyph's layout is drawn down the square box: its em box centred on it.
  private var glyphOffsetInBox: Double { (box - (layout?.size.height ?? box)) / 2 }

  /// The frame's extent down the square box when it is not resizable, in points: the glyph's ink
  /// and a margin above and below it (``SymbolFrame/verticalMargin``), or the box itself (in a
  /// `Label`'s icon and tab items, for a placeholder or a glyph without ink).
  private lazy var frameInBox: (top: Double, height: Double) = {
    guard !squareFrame, let ink = inkBounds else { return (0, box) }
    let margin = SymbolFrame.verticalMargin * box
    return (glyphOffsetInBox + ink.minY - margin, ink.height + 2 * margin)
  }()

  /// Whether the frame is the square box (`Label` icons, tab items: ``EnvironmentValues/symbolFramesAreSquare``).
  var squareFrame = false

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard isResizable else { return Size(width: frameWidth, height: frameInBox.height) }
    let natural = naturalSize
    let s = proposal.replacingUnspecified(by: natural)
    return Size(
      width: s.width.isFinite ? s.width : natural.width, height: s.height.isFinite ? s.height : natural.height
    )
  }

  /// The first text baseline's distance from the frame's top: 80 % of the square box down it.
  private var baseline: Double { box * 0.8 - frameInBox.top }

  // A symbol is spaced like a glyph: touching text above and below it, and its baseline's
  // distance from its bottom from other views, as SwiftUI spaces an image that has a baseline.
  // A resizable one is a plain view.
  override var spacingPreferences: ViewSpacing {
    isResizable ? ViewSpacing() : ViewSpacing.symbol(baselineOffset: frameInBox.height - baseline)
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double? {
    switch alignment {
    case .firstTextBaseline, .lastTextBaseline:
      return isResizable ? size.height * 0.8 : baseline
    default: return nil
    }
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var record = AccessibilityRecord.image(at: rect, name: name, decorative: isDecorative)
    record.isSymbol = true
    items.recording(record) { draw(in: rect, into: &$0) }
  }

  private func draw(in rect: Rect, into items: inout [DisplayItem]) {
    if let redaction {
      items.append(
        .fill(
          path: Path(roundedRect: rect, radii: CornerRadii(all: min(rect.width, rect.height) * 0.2)),
          paint: Paint(redaction), fillRule: .nonZero))
      return
    }
    guard let layout else {
      let inset = rect.insetBy(dx: box * 0.12, dy: box * 0.12)
      var p = Path(roundedRect: inset, radii: CornerRadii(all: box * 0.12))
      p.move(to: Point(x: inset.minX, y: inset.maxY))
      p.addLine(to: Point(x: inset.maxX, y: inset.minY))
      items.append(.stroke(path: p, paint: Paint(color), style: StrokeStyle(lineWidth: max(1, box / 14))))
      return
    }
    guard isResizable, let ink = inkBounds else {
      // The ink centred across the frame; down it, where the square box puts it.
      let x =
        frameName != nil
        ? rect.midX - (inkBounds?.midX ?? layout.size.width / 2) : rect.midX - layout.size.width / 2
      let origin = Point(x: x, y: rect.minY + glyphOffsetInBox - frameInBox.top)
      items.append(.text(layout: layout, origin: origin, color: color))
      return
    }
    // Resizable: the glyph's ink stretched onto the rectangle.
    let scale = AffineTransform(
      a: rect.width / ink.width, d: rect.height / ink.height, tx: rect.minX, ty: rect.minY)
    items.append(
      .group(
        DisplayGroup(
          items: [.text(layout: layout, origin: Point(x: -ink.minX, y: -ink.minY), color: color)],
          transform: scale)))
  }
}

extension AccessibilityRecord {
  /// The record of an image at `rect`: kind `"image"`, its name, hidden when decorative.
  static func image(at rect: Rect, name: String?, decorative: Bool) -> AccessibilityRecord {
    var r = AccessibilityRecord(frame: rect)
    r.kind = .image
    r.imageName = name
    if decorative { r.isHidden = true }
    return r
  }
}
