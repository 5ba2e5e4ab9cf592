import Foundation
import TesseraRaster

/// A color, as SwiftUI's `Color`: a fixed sRGB value, or a color that depends on the environment
/// (the system colors, which differ in light and dark; `.primary`; `accentColor`, which follows
/// `.tint`). It is a view that fills the space offered, and a shape style.
///
/// A color becomes pixels through ``resolve(in:)``, against the environment of the view that
/// draws it.
nonisolated public struct Color: Hashable, Sendable {
  /// A color's components once resolved: sRGB, straight alpha, each in 0...1.
  public typealias Resolved = TesseraRaster.Color

  /// How the color is found.
  indirect enum Provider: Hashable, Sendable {
    /// One value in every environment.
    case fixed(Resolved)
    /// A value for light and one for dark (named and system colors).
    case system(light: Resolved, dark: Resolved)
    /// A system hue: its values by design, color scheme and contrast.
    case palette(SystemColors.Palette)
    /// The environment's tint, else the system blue.
    case accent
    /// Another color with its opacity multiplied.
    case opacity(Provider, Double)
  }

  let provider: Provider

  init(provider: Provider) { self.provider = provider }

  /// A color with one value in light and dark (Tessera's helper; SwiftUI gets these from asset
  /// catalogs).
  public init(light: Color, dark: Color) {
    provider = .system(light: light.resolve(in: EnvironmentValues()), dark: dark.resolveDark())
  }

  /// A color from resolved components. Disfavored, so `Color(.white)` is UIKit's white, as on
  /// iOS, not an ambiguity with the resolved white.
  @_disfavoredOverload
  public init(_ resolved: Resolved) { provider = .fixed(resolved) }

  /// A color from sRGB components in 0...1 (values outside are clamped when drawn); `opacity`
  /// default 1. The color space must be `.sRGB` (the default) or `.sRGBLinear`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    switch colorSpace {
    case .sRGB, .displayP3:
      provider = .fixed(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    case .sRGBLinear:
      provider = .fixed(
        Resolved(
          red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity))
    }
  }

  /// A gray: `white` 0 is black, 1 is white; `opacity` default 1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness, each in 0...1 (HSB as SwiftUI and UIKit use it);
  /// `opacity` default 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.isFinite ? hue : 0) - (hue.isFinite ? hue : 0).rounded(.down)
    let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
    let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
    let sector = h * 6
    let i = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let rgb: (Double, Double, Double)
    switch i {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// A color from 8-bit sRGB components (Tessera's helper).
  public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
    provider = .fixed(Resolved(r8: r8, g8: g8, b8: b8, a8: a8))
  }

  /// A color from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when
  /// the string is not one of these. Tessera's helper for its own modules (design tokens), not
  /// SwiftUI API: `package`, so an app's own `Color(hex:)` extension is never ambiguous.
  package init?(hex: String) {
    guard let c = Resolved(hex: hex) else { return nil }
    provider = .fixed(c)
  }

  /// A UIKit color, such as `Color(.systemBackground)` or `Color(uiColor: .label)`.
  public init(_ color: UIColor) { provider = color.color.provider }
  /// A UIKit color.
  public init(uiColor: UIColor) { provider = uiColor.color.provider }

  /// The color in an environment: its light or dark value, the tint for `accentColor`.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Self.resolve(provider, environment)
  }

  static func resolve(_ provider: Provider, _ environment: EnvironmentValues) -> Resolved {
    resolve(provider, environment, tinted: environment.tint?.provider)
  }

  /// Resolves `provider`; `tinted` is the environment's tint while it may still be followed. The
  /// tint is followed once: an `accentColor` inside the tint (`.tint(.accentColor)`,
  /// `.accentColor(.accentColor)`, `.tint(.accentColor.opacity(0.5))`) is the default accent, as
  /// in SwiftUI, never the tint again (which recursed without end).
  private static func resolve(
    _ provider: Provider, _ environment: EnvironmentValues, tinted: Provider?
  ) -> Resolved {
    switch provider {
    case .fixed(let c): return c
    case .system(let light, let dark): return environment.colorScheme == .dark ? dark : light
    case .palette(let palette):
      return palette.value(
        design: environment.systemDesign, dark: environment.colorScheme == .dark,
        increased: environment.colorSchemeContrast == .increased)
    case .accent:
      if let tint = tinted { return resolve(tint, environment, tinted: nil) }
      return resolve(SystemColors.blue.provider, environment, tinted: nil)
    case .opacity(let base, let factor):
      return resolve(base, environment, tinted: tinted).opacity(factor.isFinite ? factor : 0)
    }
  }

  func resolveDark() -> Resolved {
    var e = EnvironmentValues()
    e.colorScheme = .dark
    return resolve(in: e)
  }

  /// The color with its opacity multiplied by `opacity` (0...1).
  public func opacity(_ opacity: Double) -> Color { Color(provider: .opacity(provider, opacity)) }

  /// A gradient from this color, as SwiftUI's `Color.gradient`: the color lightened slightly at
  /// the top and darkened at the bottom (iOS 16's look, approximated).
  public var gradient: AnyGradient { AnyGradient(base: self) }

  /// Color spaces of the component initializers.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB (the default).
    case sRGB
    /// Linear sRGB: components are encoded with the sRGB curve.
    case sRGBLinear
    /// Display P3: drawn as sRGB (Tessera's output is sRGB; wide colors are clamped).
    case displayP3
  }

  static func encode(_ linear: Double) -> Double {
    guard linear.isFinite, linear > 0 else { return 0 }
    if linear <= 0.003_130_8 { return linear * 12.92 }
    return 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}

nonisolated extension Color {
  /// The app's accent color: the environment's tint (`.tint(_:)`), else the system blue.
  public static let accentColor = Color(provider: .accent)
  /// The color of primary content: black in light, white in dark (UIKit's `label`).
  public static let primary = Color(provider: SystemColors.label.provider)
  /// The color of secondary content: gray at 60% in light and dark (UIKit's `secondaryLabel`).
  public static let secondary = Color(provider: SystemColors.secondaryLabel.provider)
  /// Opaque black.
  public static let black = Color(Resolved.black)
  /// Opaque white.
  public static let white = Color(Resolved.white)
  /// Fully transparent.
  public static let clear = Color(Resolved.clear)
  /// Red: #FF3B30 in light, #FF453A in dark.
  public static let red = Color(provider: SystemColors.red.provider)
  /// Orange: #FF9500 / #FF9F0A.
  public static let orange = Color(provider: SystemColors.orange.provider)
  /// Yellow: #FFCC00 / #FFD60A.
  public static let yellow = Color(provider: SystemColors.yellow.provider)
  /// Green: #34C759 / #30D158.
  public static let green = Color(provider: SystemColors.green.provider)
  /// Mint: #00C7BE / #63E6E2.
  public static let mint = Color(provider: SystemColors.mint.provider)
  /// Teal: #30B0C7 / #40C8E0.
  public static let teal = Color(provider: SystemColors.teal.provider)
  /// Cyan: #32ADE6 / #64D2FF.
  public static let cyan = Color(provider: SystemColors.cyan.provider)
  /// Blue: #007AFF / #0A84FF.
  public static let blue = Color(provider: SystemColors.blue.provider)
  /// Indigo: #5856D6 / #5E5CE6.
  public static let indigo = Color(provider: SystemColors.indigo.provider)
  /// Purple: #AF52DE / #BF5AF2.
  public static let purple = Color(provider: SystemColors.purple.provider)
  /// Pink: #FF2D55 / #FF375F.
  public static let pink = Color(provider: SystemColors.pink.provider)
  /// Brown: #A2845E / #AC8E68.
  public static let brown = Color(provider: SystemColors.brown.provider)
  /// Gray: #8E8E93 in light and dark.
  public static let gray = Color(provider: SystemColors.gray.provider)
}

nonisolated extension Color: CustomStringConvertible {
  /// The light value as `#RRGGBBAA`, and the dark one when it differs.
  public var description: String {
    let light = resolve(in: EnvironmentValues())
    let dark = resolveDark()
    return light == dark ? light.description : "\(light.description)/\(dark.description)"
  }
}

nonisolated extension Color {
  /// A color from an asset catalog: the color set `name` of the `.xcassets` in `bundle` (nil: the
  /// main bundle and every package resource bundle beside the program), with its dark
  /// appearance when it has one. A name no catalog has is the system gray, and the next render
  /// warns naming it.
  public init(_ name: String, bundle: Bundle? = nil) {
    guard let set = AssetCatalog.colorSet(name, in: ResourceBundles.folders(bundle)) else {
      Diagnostics.warnOnThisThread(
        "Color(\"\(name)\"): no asset catalog (.xcassets) of the bundles searched has this color set; drawn as the system gray"
      )
      provider = SystemColors.gray.provider
      return
    }
    provider = .system(light: set.color(dark: false), dark: set.color(dark: true))
  }
}
