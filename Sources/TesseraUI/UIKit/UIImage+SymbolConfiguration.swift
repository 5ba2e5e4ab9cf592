import Foundation

#if !canImport(Darwin)
  extension UIImage {
    /// UIKit's image configuration (the base of ``SymbolConfiguration``).
    nonisolated open class Configuration: @unchecked Sendable {
      init() {}
    }

    /// How heavy a symbol's strokes are, as UIKit's.
    public enum SymbolWeight: Int, Sendable {
      /// As the context says.
      case unspecified
      /// Ultralight.
      case ultraLight
      /// Thin.
      case thin
      /// Light.
      case light
      /// Regular.
      case regular
      /// Medium.
      case medium
      /// Semibold.
      case semibold
      /// Bold.
      case bold
      /// Heavy.
      case heavy
      /// Black.
      case black
    }

    /// How large a symbol is next to text of its size, as UIKit's.
    public enum SymbolScale: Int, Sendable {
      /// The default (medium).
      case `default` = -1
      /// As the context says.
      case unspecified = 0
      /// Small.
      case small
      /// Medium.
      case medium
      /// Large.
      case large
    }

    /// The size, weight and scale of a symbol image, as UIKit's. Kept with the code; a symbol is
    /// drawn at the size of the text or view around it.
    nonisolated public final class SymbolConfiguration: Configuration, @unchecked Sendable {
      /// The point size; 0 when not set.
      public let pointSize: CGFloat
      /// The weight.
      public let weight: SymbolWeight
      /// The scale.
      public let scale: SymbolScale
      /// The text style whose size it follows, if any.
      public let textStyle: UIFont.TextStyle?

      init(
        pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
        textStyle: UIFont.TextStyle? = nil
      ) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.textStyle = textStyle
      }
      /// A configuration of a point size.
      public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
      /// A configuration of a point size and weight (and scale).
      public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
        self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
      }
      /// A configuration of a weight.
      public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
      /// A configuration of a scale.
      public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }
      /// A configuration following a text style (and scale).
      public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
        self.init(pointSize: 0, scale: scale, textStyle: textStyle)
      }
      /// A configuration of a font's size and weight.
      public convenience init(font: UIFont, scale: SymbolScale = .default) {
        self.init(pointSize: font.pointSize, scale: scale)
      }
      /// The unspecified configuration.
      public static let unspecified = SymbolConfiguration()
      /// This configuration with `other`'s settings where `other` sets them.
      public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
        guard let other else { return self }
        return SymbolConfiguration(
          pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
          weight: other.weight != .unspecified ? other.weight : weight,
          scale: other.scale != .unspecified ? other.scale : scale, textStyle: other.textStyle ?? textStyle)
      }
    }

    /// The SF Symbol named `name` with a configuration (kept; see ``SymbolConfiguration``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
      self.init(systemName: name)
    }

    /// The image with a configuration (the same image here).
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// The image with a symbol configuration applied (the same image here).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
  }
#endif
