import Foundation
import TesseraText

#if !canImport(Darwin)
  /// UIKit's font, so app code that measures or configures type with UIKit (`UIFont.preferredFont(
  /// forTextStyle: .body)`, `UIFont.systemFont(ofSize: 17, weight: .semibold)`, `Font(uiFont)`)
  /// compiles and draws in the font SwiftUI's equivalent would: the system font is Tessera's bundled
  /// stand-in for San Francisco, text styles take their sizes at Dynamic Type size large.
  nonisolated public final class UIFont: Hashable, @unchecked Sendable {
    /// The SwiftUI font this one draws as.
    let font: Font

    init(_ font: Font) { self.font = font }

    /// A font by PostScript or family name at a size in points (a custom font, as `Font.custom`);
    /// nil for a size that is not finite or not positive.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      guard fontSize.isFinite, fontSize > 0 else { return nil }
      self.init(Font.custom(fontName, size: fontSize))
    }

    /// The size in points: a text style's at the Dynamic Type size of the view being drawn (large
    /// outside a view's body).
    public var pointSize: CGFloat {
      guard let style = font.textStyle else { return CGFloat(font.size) }
      return CGFloat(style.size(at: EnvironmentValues.current.dynamicTypeSize))
    }
    /// The family name ("Inter" for the system font here, whose stand-in it is).
    public var familyName: String { font.family }
    /// The font's name.
    public var fontName: String { font.family }
    /// The height of a line in points: the ascender and descender of the face the font draws in.
    public var lineHeight: CGFloat { ascender - descender }
    /// The distance from the baseline to the top of the line, in points.
    public var ascender: CGFloat { pointSize * CGFloat(face?.ascender ?? 0.952) }
    /// The distance from the baseline to the bottom of the line, negative, in points.
    public var descender: CGFloat { -pointSize * CGFloat(face?.descender ?? 0.241) }
    /// The height of capitals in points.
    public var capHeight: CGFloat { pointSize * CGFloat(face?.capHeight ?? 0.705) }

    /// The bundled face this font draws in (nil when the library cannot be loaded).
    private var face: FontFace? {
      guard let library = FontLibraryKey.defaultValue else { return nil }
      let family = font.family(design: font.design, size: Double(pointSize), library: library)
      return try? library.face(family: family, weight: font.weight, italic: font.isItalic)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      var f = font
      f.size = Double(fontSize)
      return UIFont(f)
    }

    /// The system font at a size in points and a weight (default regular).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
      UIFont(.system(size: fontSize, weight: weight.fontWeight))
    }
    /// The bold system font at a size in points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .bold)
    }
    /// The italic system font at a size in points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(Font.system(size: fontSize).italic())
    }
    /// The monospaced system font at a size in points and a weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(.system(size: fontSize, weight: weight.fontWeight, design: .monospaced))
    }
    /// The system font with digits of one width, at a size in points and a weight.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(Font.system(size: fontSize, weight: weight.fontWeight).monospacedDigit())
    }
    /// The font of a text style: it follows the Dynamic Type size of the view it is drawn in.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      UIFont(.system(style.swiftUIStyle))
    }
    /// The system font's size for labels, 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The system font's size for buttons, 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The system font's usual size, 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The small system font's size, 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// Whether two fonts are the same.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    /// Hashes the font.
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }

    /// A font weight, from -1 (lightest) to 1 (heaviest), as UIKit's.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight, -1...1.
      public var rawValue: CGFloat
      /// A weight.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// A weight.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      /// -0.8.
      public static let ultraLight = Weight(-0.8)
      /// -0.6.
      public static let thin = Weight(-0.6)
      /// -0.4.
      public static let light = Weight(-0.4)
      /// 0.
      public static let regular = Weight(0)
      /// 0.23.
      public static let medium = Weight(0.23)
      /// 0.3.
      public static let semibold = Weight(0.3)
      /// 0.4.
      public static let bold = Weight(0.4)
      /// 0.56.
      public static let heavy = Weight(0.56)
      /// 0.62.
      public static let black = Weight(0.62)

      /// The nearest of the nine weights.
      var fontWeight: Font.Weight {
        let table: [(CGFloat, Font.Weight)] = [
          (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
          (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
        ]
        guard rawValue.isFinite else { return .regular }
        return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
      }
    }

    /// UIKit's text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The style's name.
      public var rawValue: String
      /// A style by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// 34 pt.
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// 28 pt.
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// 22 pt.
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// 20 pt.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// 17 pt semibold.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// 15 pt.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// 17 pt.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// 16 pt.
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// 13 pt.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// 12 pt.
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// 11 pt.
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

      var swiftUIStyle: Font.TextStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title1: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption1: return .caption
        case .caption2: return .caption2
        default: return .body
        }
      }
    }
  }

  nonisolated extension Font {
    /// A UIKit font as a SwiftUI font (`Font(uiFont)`).
    public init(_ font: UIFont) { self = font.font }
  }

  /// How lines of text align, as UIKit's `NSTextAlignment`.
  nonisolated public enum NSTextAlignment: Int, Sendable {
    /// At the left edge.
    case left
    /// Centered.
    case center
    /// At the right edge.
    case right
    /// Both edges.
    case justified
    /// The writing direction's leading edge.
    case natural
  }

  extension NSTextAlignment {
    /// The SwiftUI alignment of a paragraph's lines: centred, trailing for `.right`, else leading.
    var textAlignment: TextAlignment {
      switch self {
      case .center: .center
      case .right: .trailing
      default: .leading
      }
    }
    /// Where text of this alignment sits in its frame.
    var frameAlignment: Alignment {
      switch self {
      case .center: .center
      case .right: .trailing
      default: .leading
      }
    }
  }

  /// How a line that does not fit breaks or ends, as UIKit's `NSLineBreakMode`.
  nonisolated public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping
    /// At character boundaries.
    case byCharWrapping
    /// Cut off.
    case byClipping
    /// "…" at the start.
    case byTruncatingHead
    /// "…" at the end.
    case byTruncatingTail
    /// "…" in the middle.
    case byTruncatingMiddle
  }
#endif
