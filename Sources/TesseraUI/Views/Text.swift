import Foundation
import TesseraDisplayList
import TesseraText

/// A paragraph of text, as SwiftUI's `Text`: set in the environment's font, colored with the
/// foreground style, wrapped to the width offered.
///
/// Text modifiers (`font(_:)`, `fontWeight(_:)`, `bold()`, `italic()`, `foregroundColor(_:)`,
/// `tracking(_:)`) return `Text`; layout modifiers (`lineLimit`, `truncationMode`,
/// `multilineTextAlignment`, `lineSpacing`) go through the environment.
public struct Text: View {
  /// Where text that does not fit is cut.
  public typealias TruncationMode = TesseraText.TruncationMode

  let content: String
  var font: Font?
  var weight: FontWeight?
  var isItalic = false
  var color: Color?
  var trackingAmount: Double?

  /// Text showing a string as it is (no localization).
  public init(_ content: String) { self.content = content }
  /// Text showing a string as it is.
  public init(verbatim content: String) { self.content = content }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }

  /// The text in a font.
  public func font(_ font: Font?) -> Text {
    var t = self
    t.font = font
    return t
  }
  /// The text in a weight.
  public func fontWeight(_ weight: FontWeight?) -> Text {
    var t = self
    t.weight = weight
    return t
  }
  /// The text in bold.
  public func bold() -> Text { fontWeight(.bold) }
  /// The text in italic.
  public func italic() -> Text {
    var t = self
    t.isItalic = true
    return t
  }
  /// The text in a color.
  public func foregroundColor(_ color: Color?) -> Text {
    var t = self
    t.color = color
    return t
  }
  /// The text with extra space after each character, in points.
  public func tracking(_ amount: CGFloat) -> Text {
    var t = self
    t.trackingAmount = amount
    return t
  }
}

extension Text: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let f = font ?? env.font
    let scale = env.contentSizeScale.isFinite && env.contentSizeScale > 0 ? env.contentSizeScale : 1
    let style = TextStyle(
      family: f.family, size: f.size * scale, weight: weight ?? f.weight, italic: isItalic || f.isItalic,
      tracking: trackingAmount ?? env.tracking, lineSpacing: env.lineSpacing,
      alignment: env.multilineTextAlignment,
      lineLimit: env.lineLimit, truncation: env.truncationMode, direction: env.layoutDirection)
    guard let library = env.fontLibrary else {
      context.diagnostics.error(
        .text("no fonts: the bundled Fonts folder was not found (set TESSERA_FONTS_DIR)"))
      return []
    }
    do {
      // Validate once now, so errors surface when resolving rather than as an empty view.
      _ = try TextLayout.cached(text: "", style: style, library: library)
    } catch {
      context.diagnostics.error(.text("\"\(content.prefix(40))\": \(error)"))
      return []
    }
    return [
      TextNode(
        content: content, style: style, library: library,
        color: color ?? env.foregroundStyle.representativeColor,
        environment: env)
    ]
  }
}

/// Lays out a paragraph for the width offered and draws it.
final class TextNode: LayoutNode {
  let content: String
  let style: TextStyle
  let library: FontLibrary
  let color: Color
  private var layouts: [Double: TextLayout] = [:]

  init(content: String, style: TextStyle, library: FontLibrary, color: Color, environment: EnvironmentValues)
  {
    self.content = content
    self.style = style
    self.library = library
    self.color = color
    super.init(direction: environment.layoutDirection)
  }

  /// The layout for a width (infinite for no wrapping), memoized.
  func layout(width: Double) -> TextLayout? {
    if let l = layouts[width] { return l }
    let l = try? TextLayout.cached(
      text: content, style: style, maxWidth: width.isFinite ? max(0, width) : nil, library: library)
    layouts[width] = l
    return l
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard let l = layout(width: proposal.width ?? .infinity) else { return .zero }
    return l.size
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double? {
    guard let l = layout(width: size.width) else { return nil }
    switch alignment {
    case .firstTextBaseline: return l.firstBaseline
    case .lastTextBaseline: return l.lastBaseline
    default: return nil
    }
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    guard let l = layout(width: rect.width + 1e-9) else { return }
    items.append(.text(layout: l, origin: rect.origin, color: color))
  }
}
