/// UIKit's color names, so `Color(.systemBackground)` and `Color(uiColor: .label)` compile and draw
/// iOS's light and dark values (iOS 17, default contrast). Only a color value: there is no UIKit.
///
/// A class, as UIKit's: app code that extends it with `convenience init(hex:)` compiles. Two
/// colors are equal when their SwiftUI colors are.
nonisolated open class UIColor: Hashable, @unchecked Sendable {
  let color: Color

  /// Whether two colors are the same color.
  public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
  /// Hashes the color.
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }

  /// A color from sRGB components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: red, green: green, blue: blue, opacity: alpha)
  }
  /// A gray, 0 black to 1 white.
  public init(white: CGFloat, alpha: CGFloat) { color = Color(white: white, opacity: alpha) }
  /// A color from hue, saturation and brightness in 0...1 (HSB, as `Color(hue:…)`).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
  }

  /// The color's sRGB components in 0...1 (its light appearance), as UIKit's
  /// `getRed(_:green:blue:alpha:)`; always true here.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.resolve(in: EnvironmentValues())
    red?.pointee = CGFloat(c.red)
    green?.pointee = CGFloat(c.green)
    blue?.pointee = CGFloat(c.blue)
    alpha?.pointee = CGFloat(c.opacity)
    return true
  }

  /// The color's hue, saturation and brightness in 0...1 (its light appearance), as UIKit's
  /// `getHue(_:saturation:brightness:alpha:)`; a gray has hue 0. Always true here.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.resolve(in: EnvironmentValues())
    let r = Double(c.red)
    let g = Double(c.green)
    let b = Double(c.blue)
    let maxC = max(r, g, b)
    let minC = min(r, g, b)
    let delta = maxC - minC
    var h = 0.0
    if delta > 0 {
      if maxC == r {
        h = (g - b) / delta
      } else if maxC == g {
        h = (b - r) / delta + 2
      } else {
        h = (r - g) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(maxC > 0 ? delta / maxC : 0)
    brightness?.pointee = CGFloat(maxC)
    alpha?.pointee = CGFloat(c.opacity)
    return true
  }

  /// The color's white level and alpha in 0...1 (its light appearance, by luma), as UIKit's
  /// `getWhite(_:alpha:)`; always true here.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
  {
    let c = color.resolve(in: EnvironmentValues())
    white?.pointee = CGFloat(0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue))
    alpha?.pointee = CGFloat(c.opacity)
    return true
  }
  /// A SwiftUI color as a UIKit color.
  public init(_ color: Color) { self.color = color }
  /// A color that depends on the traits it is drawn with, as UIKit's dynamic colors
  /// (`UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`): asked once for the
  /// light appearance and once for the dark one, and drawn in the color scheme's answer.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
    color = Color(light: light, dark: dark)
  }
  init(_ pair: SystemColors.Pair) { color = pair.color }

  /// The color with its alpha multiplied.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(alpha)) }

  /// Primary text: black / white.
  public static let label = UIColor(SystemColors.label)
  /// Secondary text: #3C3C43 at 60% / #EBEBF5 at 60%.
  public static let secondaryLabel = UIColor(SystemColors.secondaryLabel)
  /// Tertiary text: #3C3C43 at 30% / #EBEBF5 at 30%.
  public static let tertiaryLabel = UIColor(SystemColors.tertiaryLabel)
  /// Quaternary text: #3C3C43 at 18% / #EBEBF5 at 16%.
  public static let quaternaryLabel = UIColor(SystemColors.quaternaryLabel)
  /// Placeholder text: #3C3C43 at 30% / #EBEBF5 at 30%.
  public static let placeholderText = UIColor(SystemColors.placeholderText)
  /// Links: #007AFF / #0984FF.
  public static let link = UIColor(SystemColors.link)
  /// The background of a screen: white / black.
  public static let systemBackground = UIColor(SystemColors.systemBackground)
  /// Content on the background: #F2F2F7 / #1C1C1E.
  public static let secondarySystemBackground = UIColor(SystemColors.secondarySystemBackground)
  /// Content on secondary content: white / #2C2C2E.
  public static let tertiarySystemBackground = UIColor(SystemColors.tertiarySystemBackground)
  /// The background of a grouped list: #F2F2F7 / black.
  public static let systemGroupedBackground = UIColor(SystemColors.systemGroupedBackground)
  /// Cells of a grouped list: white / #1C1C1E.
  public static let secondarySystemGroupedBackground = UIColor(SystemColors.secondarySystemGroupedBackground)
  /// Content in cells of a grouped list: #F2F2F7 / #2C2C2E.
  public static let tertiarySystemGroupedBackground = UIColor(SystemColors.tertiarySystemGroupedBackground)
  /// Fill of thin shapes: #787880 at 20% / 36%.
  public static let systemFill = UIColor(SystemColors.systemFill)
  /// Fill of medium shapes: #787880 at 16% / 32%.
  public static let secondarySystemFill = UIColor(SystemColors.secondarySystemFill)
  /// Fill of large shapes (search fields, segmented controls): #767680 at 12% / 24%.
  public static let tertiarySystemFill = UIColor(SystemColors.tertiarySystemFill)
  /// Fill of large areas: #747480 at 8% / #767680 at 18%.
  public static let quaternarySystemFill = UIColor(SystemColors.quaternarySystemFill)
  /// Separators: #3C3C43 at 29% / #545458 at 60%.
  public static let separator = UIColor(SystemColors.separator)
  /// Opaque separators: #C6C6C8 / #38383A.
  public static let opaqueSeparator = UIColor(SystemColors.opaqueSeparator)
  /// #8E8E93.
  public static let systemGray = UIColor(SystemColors.gray)
  /// #AEAEB2 / #636366.
  public static let systemGray2 = UIColor(SystemColors.gray2)
  /// #C7C7CC / #48484A.
  public static let systemGray3 = UIColor(SystemColors.gray3)
  /// #D1D1D6 / #3A3A3C.
  public static let systemGray4 = UIColor(SystemColors.gray4)
  /// #E5E5EA / #2C2C2E.
  public static let systemGray5 = UIColor(SystemColors.gray5)
  /// #F2F2F7 / #1C1C1E.
  public static let systemGray6 = UIColor(SystemColors.gray6)
  /// #FF3B30 / #FF453A.
  public static let systemRed = UIColor(SystemColors.red)
  /// #FF9500 / #FF9F0A.
  public static let systemOrange = UIColor(SystemColors.orange)
  /// #FFCC00 / #FFD60A.
  public static let systemYellow = UIColor(SystemColors.yellow)
  /// #34C759 / #30D158.
  public static let systemGreen = UIColor(SystemColors.green)
  /// #00C7BE / #63E6E2.
  public static let systemMint = UIColor(SystemColors.mint)
  /// #30B0C7 / #40C8E0.
  public static let systemTeal = UIColor(SystemColors.teal)
  /// #32ADE6 / #64D2FF.
  public static let systemCyan = UIColor(SystemColors.cyan)
  /// #007AFF / #0A84FF.
  public static let systemBlue = UIColor(SystemColors.blue)
  /// #5856D6 / #5E5CE6.
  public static let systemIndigo = UIColor(SystemColors.indigo)
  /// #AF52DE / #BF5AF2.
  public static let systemPurple = UIColor(SystemColors.purple)
  /// #FF2D55 / #FF375F.
  public static let systemPink = UIColor(SystemColors.pink)
  /// #A2845E / #AC8E68.
  public static let systemBrown = UIColor(SystemColors.brown)
  /// Black.
  public static let black = UIColor(Color.black)
  /// White.
  public static let white = UIColor(Color.white)
  /// Transparent.
  public static let clear = UIColor(Color.clear)
  /// 50 % gray, #808080 (UIKit's fixed `gray`, not `systemGray`).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// 33 % gray, #555555.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// 67 % gray, #AAAAAA.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Pure red, #FF0000 (UIKit's fixed `red`, not `systemRed`).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green, #00FF00.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue, #0000FF.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan, #00FFFF.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow, #FFFF00.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta, #FF00FF.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange, #FF8000.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple, #800080.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown, #996633.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Text on dark backgrounds: white at 60 %.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text on light backgrounds: black.
  public static let darkText = UIColor(white: 0, alpha: 1)
  /// The app's tint: the environment's tint, else the system blue.
  public static let tintColor = UIColor(Color.accentColor)
}
