import Foundation
import TesseraText

/// A font for text, as SwiftUI's `Font`: a text style or a custom family at a size, with a weight
/// and italic. Sizes scale with the environment's `contentSizeScale` (dynamic type).
public struct Font: Hashable, Sendable {
  /// The family. Default "Inter" (bundled).
  public var family: String
  /// The size in points before dynamic-type scaling.
  public var size: Double
  /// The weight.
  public var weight: FontWeight
  /// Whether italic.
  public var isItalic: Bool

  /// Creates a font.
  public init(family: String = "Inter", size: Double, weight: FontWeight = .regular, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = italic
  }

  /// The default family at a size and weight (SwiftUI's `.system(size:weight:)`).
  public static func system(size: CGFloat, weight: FontWeight = .regular) -> Font {
    Font(size: size, weight: weight)
  }
  /// A named family at a size (SwiftUI's `.custom(_:size:)`).
  public static func custom(_ family: String, size: CGFloat) -> Font { Font(family: family, size: size) }

  /// 34 pt.
  public static let largeTitle = Font(size: 34)
  /// 28 pt.
  public static let title = Font(size: 28)
  /// 22 pt.
  public static let title2 = Font(size: 22)
  /// 20 pt.
  public static let title3 = Font(size: 20)
  /// 17 pt semibold.
  public static let headline = Font(size: 17, weight: .semibold)
  /// 17 pt (the default).
  public static let body = Font(size: 17)
  /// 16 pt.
  public static let callout = Font(size: 16)
  /// 15 pt.
  public static let subheadline = Font(size: 15)
  /// 13 pt.
  public static let footnote = Font(size: 13)
  /// 12 pt.
  public static let caption = Font(size: 12)
  /// 11 pt.
  public static let caption2 = Font(size: 11)

  /// The font with another weight.
  public func weight(_ w: FontWeight) -> Font {
    var f = self
    f.weight = w
    return f
  }
  /// The bold font.
  public func bold() -> Font { weight(.bold) }
  /// The italic font.
  public func italic() -> Font {
    var f = self
    f.isItalic = true
    return f
  }
}
