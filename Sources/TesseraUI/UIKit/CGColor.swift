import Foundation

#if !canImport(Darwin)
  /// Core Graphics' color, as far as app code next to SwiftUI takes it: `UIColor.cgColor` for a
  /// layer's border or shadow, `Color(cgColor:)` and `UIColor(cgColor:)`. It keeps the color it was
  /// made from, light and dark appearances included.
  nonisolated public final class CGColor: Hashable, @unchecked Sendable {
    let color: Color

    init(_ color: Color) { self.color = color }

    /// A color of red, green, blue and alpha components in 0...1 (sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray of `gray` in 0...1 and an alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(Color(white: Double(gray), opacity: Double(alpha)))
    }

    /// The alpha of the light appearance, 0...1.
    public var alpha: CGFloat { CGFloat(color.resolve(in: EnvironmentValues()).opacity) }

    /// Whether two colors are the same color.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    /// Hashes the color.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
  }

  nonisolated extension UIColor {
    /// The color as a Core Graphics color.
    public var cgColor: CGColor { CGColor(color) }
    /// A Core Graphics color as a UIKit color.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
  }

  nonisolated extension Color {
    /// A Core Graphics color.
    public init(cgColor: CGColor) { self = cgColor.color }
  }
#endif
