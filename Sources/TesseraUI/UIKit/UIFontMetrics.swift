import Foundation

#if !canImport(Darwin)
  /// UIKit's Dynamic Type scaling for custom fonts and values: a text style's ratio between the
  /// Dynamic Type size of the view being drawn and the default (large) size, as UIKit's
  /// `UIFontMetrics` scales by the app's content size category.
  nonisolated public struct UIFontMetrics: Sendable {
    let style: Font.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.swiftUIStyle }

    /// The ratio the style's size has at the view's Dynamic Type size to its size at large.
    private var ratio: Double {
      style.size(at: EnvironmentValues.current.dynamicTypeSize) / style.size(at: .large)
    }

    /// A font scaled by the style's ratio.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * CGFloat(ratio)) }
    /// A font scaled by the style's ratio, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      font.withSize(min(font.pointSize * CGFloat(ratio), maximumPointSize))
    }
    /// A value in points scaled by the style's ratio (a spacing, an icon's size).
    public func scaledValue(for value: CGFloat) -> CGFloat { value * CGFloat(ratio) }
  }

  /// UIKit's font descriptor, as far as app code reads one next to SwiftUI: a text style's point
  /// size, and bold or italic traits.
  nonisolated public final class UIFontDescriptor: @unchecked Sendable {
    /// Traits a descriptor asks for.
    public struct SymbolicTraits: OptionSet, Sendable {
      /// The traits as bits.
      public let rawValue: UInt32
      /// A set of traits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Italic.
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      /// Bold.
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
      /// Monospaced.
      public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    let font: Font
    /// The traits asked for.
    public let symbolicTraits: SymbolicTraits

    init(_ font: Font, traits: SymbolicTraits = []) {
      self.font = font
      symbolicTraits = traits
    }

    /// The size in points.
    public var pointSize: CGFloat { UIFont(font).pointSize }

    /// The descriptor of a text style's font.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
      UIFontDescriptor(UIFont.preferredFont(forTextStyle: style).font)
    }
    /// The same descriptor with traits; nil never (every trait is drawn here).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
      var f = font
      if traits.contains(.traitBold) { f = f.weight(.bold) }
      if traits.contains(.traitItalic) { f = f.italic() }
      if traits.contains(.traitMonoSpace) { f.design = .monospaced }
      return UIFontDescriptor(f, traits: traits)
    }
  }

  extension UIFont {
    /// A font from a descriptor at a size in points (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      var f = descriptor.font
      if pointSize > 0, pointSize.isFinite { f.size = Double(pointSize) }
      self.init(f)
    }
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font) }
  }
#endif
