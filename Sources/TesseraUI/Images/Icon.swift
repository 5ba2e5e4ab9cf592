import TesseraDisplayList
import TesseraText

/// An icon from the bundled icon font (Material Symbols, filled), by name: `Icon("shopping_cart")`.
/// Its size is the environment font's size unless given; its color is the foreground style.
nonisolated public struct Icon: View {
  let name: String
  let size: Double?

  /// An icon by name, at a size in points (default: the font size).
  public init(_ name: String, size: Double? = nil) {
    self.name = name
    self.size = size
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Icon: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    guard let library = env.fontLibrary else {
      context.diagnostics.error(.text("no fonts: the bundled Fonts folder was not found"))
      return []
    }
    let scale = env.contentSizeScale.isFinite && env.contentSizeScale > 0 ? env.contentSizeScale : 1
    let points = (size ?? env.font.size) * scale
    do {
      // Material icons by name draw in their filled form, the style Material Icons drew them in.
      let layout = try TextLayout.icon(named: name, size: points, filled: true, library: library)
      return [IconNode(layout: layout, color: env.foregroundStyle.resolvedColor(in: env), environment: env)]
    } catch let e as FontError {
      if case .unknownIcon = e {
        context.diagnostics.error(.unknownIcon(e.description))
      } else {
        context.diagnostics.error(.text(e.description))
      }
    } catch {
      context.diagnostics.error(.text("\(error)"))
    }
    return []
  }
}

/// A fixed-size glyph.
final class IconNode: LayoutNode {
  let layout: TextLayout
  let color: Color.Resolved

  init(layout: TextLayout, color: Color.Resolved, environment: EnvironmentValues) {
    self.layout = layout
    self.color = color
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { layout.size }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let origin = Point(x: rect.midX - layout.size.width / 2, y: rect.midY - layout.size.height / 2)
    var record = AccessibilityRecord(frame: rect)
    record.kind = .icon
    items.recording(record) { $0.append(.text(layout: layout, origin: origin, color: color)) }
  }
}
