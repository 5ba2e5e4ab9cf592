import Foundation
import TesseraText

/// A font for text, as SwiftUI's `Font`: a text style (`.body`, `.headline`…) sized by Dynamic
/// Type, or a family at a fixed size, with a weight, italic, design and digit spacing.
///
/// Tessera draws the system font in bundled open families (identified by checksum): Inter for
/// SF Pro (Inter Display from 20 pt, as SF Pro switches to its Display cut), Noto Serif for
/// `.serif` (New York), Nunito for `.rounded` (SF Pro Rounded) and JetBrains Mono for
/// `.monospaced` (SF Mono), each in its nine weights where the family has them. Text-style sizes follow iOS's Dynamic Type table (``TextStyle``), then the
/// environment's `contentSizeScale`.
public struct Font: Hashable, Sendable {
  /// The family. Default "Inter" (bundled).
  public var family: String
  /// The size in points at the default Dynamic Type size (`.large`), before `contentSizeScale`.
  public var size: Double
  /// The weight.
  public var weight: FontWeight
  /// Whether italic.
  public var isItalic: Bool
  /// The text style whose Dynamic Type sizes this font follows; nil for a fixed size.
  public var textStyle: TextStyle?
  /// The design (see the type's documentation for the families drawing each). Default `.default`.
  public var design: Design = .default
  /// Whether digits are all the same width (tabular figures).
  public var usesMonospacedDigits = false
  /// The line spacing variant (``Leading``); `.standard` by default.
  public var leadingAdjustment: Leading = .standard

  /// Creates a font.
  public init(family: String = "Inter", size: Double, weight: FontWeight = .regular, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = italic
  }

  /// A font's weight, SwiftUI's `Font.Weight`.
  public typealias Weight = FontWeight

  /// The design of the system font.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// A serif design (New York; drawn in Noto Serif).
    case serif
    /// A rounded design (SF Pro Rounded; drawn in Nunito).
    case rounded
    /// Monospaced (SF Mono; drawn in JetBrains Mono).
    case monospaced
  }

  /// The width of the system font (drawn at the standard width here).
  public struct Width: Hashable, Sendable {
    /// The value, -1 (compressed) … 1 (expanded).
    public var value: CGFloat
    /// Creates a width.
    public init(_ value: CGFloat) { self.value = value }
    /// Compressed.
    public static let compressed = Width(-0.3)
    /// Condensed.
    public static let condensed = Width(-0.2)
    /// Standard.
    public static let standard = Width(0)
    /// Expanded.
    public static let expanded = Width(0.2)
  }

  /// The font for a text style, in a design and weight: `.system(.body, design: .rounded)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var f = style.font
    if let design { f = f.withDesign(design) }
    if let weight { f.weight = weight }
    return f
  }

  /// The system font at a fixed size (it does not follow Dynamic Type), weight and design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var f = Font(size: size, weight: weight ?? .regular)
    if let design { f = f.withDesign(design) }
    return f
  }

  /// A named family at a size that scales with Dynamic Type like `.body` (SwiftUI's
  /// `.custom(_:size:)`).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A named family at a size that scales with Dynamic Type like `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var f = Font(family: name, size: size)
    f.textStyle = textStyle
    return f
  }

  /// A named family at a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(family: name, size: fixedSize)
  }

  /// 34 pt at the default Dynamic Type size.
  public static let largeTitle = TextStyle.largeTitle.font
  /// 28 pt.
  public static let title = TextStyle.title.font
  /// 22 pt.
  public static let title2 = TextStyle.title2.font
  /// 20 pt.
  public static let title3 = TextStyle.title3.font
  /// 17 pt semibold.
  public static let headline = TextStyle.headline.font
  /// 15 pt.
  public static let subheadline = TextStyle.subheadline.font
  /// 17 pt (the default).
  public static let body = TextStyle.body.font
  /// 16 pt.
  public static let callout = TextStyle.callout.font
  /// 13 pt.
  public static let footnote = TextStyle.footnote.font
  /// 12 pt.
  public static let caption = TextStyle.caption.font
  /// 11 pt.
  public static let caption2 = TextStyle.caption2.font

  /// The font with another weight.
  public func weight(_ w: Weight) -> Font {
    var f = self
    f.weight = w
    return f
  }
  /// The font at another width (drawn at the standard width).
  public func width(_ width: Width) -> Font { self }
  /// The bold font.
  public func bold() -> Font { weight(.bold) }
  /// The italic font.
  public func italic() -> Font {
    var f = self
    f.isItalic = true
    return f
  }
  /// The font with tabular (same-width) digits.
  public func monospacedDigit() -> Font {
    var f = self
    f.usesMonospacedDigits = true
    return f
  }
  /// The monospaced variant (the `.monospaced` design).
  public func monospaced() -> Font { withDesign(.monospaced) }
  /// Small capitals (drawn as written).
  public func smallCaps() -> Font { self }
  /// Lowercase small capitals (drawn as written).
  public func lowercaseSmallCaps() -> Font { self }
  /// Uppercase small capitals (drawn as written).
  public func uppercaseSmallCaps() -> Font { self }
  /// Tighter or looser line spacing: `.tight` draws a paragraph's lines 2 points closer than the
  /// font's standard leading, `.loose` 2 points further apart, as on iOS.
  public func leading(_ leading: Leading) -> Font {
    var f = self
    f.leadingAdjustment = leading
    return f
  }

  /// Line spacing variants of a font.
  public enum Leading: Hashable, Sendable {
    /// The font's own.
    case standard
    /// Tighter.
    case tight
    /// Looser.
    case loose
  }

  func withDesign(_ design: Design) -> Font {
    var f = self
    f.design = design
    if design == .monospaced { f.usesMonospacedDigits = true }
    return f
  }

  /// The size in points in an environment: the Dynamic Type size's entry for text styles (a
  /// custom size relative to a style scales by the same ratio), times `contentSizeScale`.
  func pointSize(in environment: EnvironmentValues) -> Double {
    let scale =
      environment.contentSizeScale.isFinite && environment.contentSizeScale > 0
      ? environment.contentSizeScale : 1
    guard let style = textStyle else { return size * scale }
    let base = style.size(at: .large)
    let sized = style.size(at: environment.dynamicTypeSize)
    return size * (base > 0 ? sized / base : 1) * scale
  }
}
