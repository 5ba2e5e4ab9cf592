import TesseraRaster

/// What fills or strokes a shape or colors text, as SwiftUI's `ShapeStyle`: a color, a gradient,
/// a hierarchical level of the foreground (`.secondary`), the tint, a material.
///
/// A style is resolved against the environment of the view that draws it, so `.secondary` and the
/// system colors follow the color scheme and `.tint` follows `.tint(_:)`.
///
/// A style of your own implements ``resolve(in:)`` as in SwiftUI, returning another style (often a
/// color chosen from the environment); Tessera's built-in styles paint directly.
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to in an environment (SwiftUI's `ShapeStyle.Resolved`); the
  /// style itself unless it implements ``resolve(in:)``.
  associatedtype Resolved: ShapeStyle = Self
  /// The style this one stands for in an environment, as SwiftUI's `resolve(in:)`.
  func resolve(in environment: EnvironmentValues) -> Resolved
  /// The raster paint for a shape whose bounds are `rect` in an environment (gradients are placed
  /// relative to `rect`).
  func paint(in rect: Rect, environment: EnvironmentValues) -> Paint
  /// One color standing for the style in an environment (text and symbols are drawn in one
  /// color; a gradient gives its first stop).
  func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved
}

nonisolated extension ShapeStyle where Resolved == Self {
  /// The style itself.
  public func resolve(in environment: EnvironmentValues) -> Self { self }
}

nonisolated extension ShapeStyle {
  /// The paint of the style ``resolve(in:)`` returns; a style that resolves to itself and does
  /// not paint is clear.
  public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    if Resolved.self == Self.self { return Paint(resolvedColor(in: environment)) }
    return resolve(in: environment).paint(in: rect, environment: environment)
  }

  /// The color of the style ``resolve(in:)`` returns; a style that resolves to itself and has no
  /// color of its own is clear, with a warning in the render's output.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    if Resolved.self == Self.self {
      Diagnostics.warnOnThisThread(
        "\(Self.self) is a ShapeStyle with neither resolve(in:) nor a color; it draws nothing")
      return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }
    return resolve(in: environment).resolvedColor(in: environment)
  }

  /// The style with its opacity multiplied by `opacity` (0...1).
  public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, factor: opacity) }
}

nonisolated extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Transparent.
  public static var clear: Color { Color.clear }
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Gray.
  public static var gray: Color { Color.gray }
}

nonisolated extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground style itself (labels: black in light, white in dark).
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The foreground at the second level (labels: `secondaryLabel`, gray at 60%).
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The foreground at the third level (labels: `tertiaryLabel`, gray at 30%).
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The foreground at the fourth level (labels: `quaternaryLabel`, gray at 18%).
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// The foreground at the fifth level (gray at 10%).
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the environment (`.tint(_:)`), else the accent color (system blue).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
  /// The environment's background style (the system background unless `.backgroundStyle(_:)`).
  public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The color of separators (UIKit's `separator`).
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

nonisolated extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { Material.ultraThin }
  /// A translucent material.
  public static var thinMaterial: Material { Material.thin }
  /// The default material.
  public static var regularMaterial: Material { Material.regular }
  /// A mostly opaque material.
  public static var thickMaterial: Material { Material.thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { Material.ultraThick }
  /// The material of bars (navigation, tab and tool bars).
  public static var bar: Material { Material.bar }
}

nonisolated extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of evenly spaced colors.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

nonisolated extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of evenly spaced colors.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
