import TesseraRaster

// Status: complete for filled shapes: a drop shadow is drawn under the filled shape, as
// `.shadow(color:radius:x:y:)` draws one, an inner shadow inside it over the fill (CSS `inset`).
// A stroke or text drawn in a shadowed style casts none.

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle` (iOS 16): a drop shadow outside the
/// shape or an inner one inside it.
public struct ShadowStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case drop
    case inner
  }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A drop shadow: `radius` is the blur radius in points, offset by `x`, `y` (default color:
  /// black at 33 % opacity, as `.shadow(radius:)`'s).
  public static func drop(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
  }
  /// An inner shadow, cast inside the shape's edge over its fill (default color: black at 55 %).
  public static func inner(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }
}

/// A shape style with a shadow (what `ShapeStyle.shadow(_:)` makes): it paints as its base, and a
/// shape filled with it casts the shadow.
struct ShadowedShapeStyle: ShapeStyle {
  let base: AnyShapeStyle
  let shadow: ShadowStyle

  func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    base.paint(in: rect, environment: environment)
  }
  func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    base.resolvedColor(in: environment)
  }

  /// The raster shadow in an environment (inner or drop, as the style says); a radius that is
  /// negative or not a number becomes 0 with a warning.
  func rasterShadow(in environment: EnvironmentValues, diagnostics: Diagnostics) -> Shadow {
    Shadow.sanitized(
      color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y,
      isInner: shadow.kind == .inner, what: "ShadowStyle radius", in: environment,
      diagnostics: diagnostics)
  }
}

nonisolated extension ShapeStyle {
  /// The style with a shadow: a shape filled with it casts a drop shadow under the fill, or an
  /// inner shadow inside it.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowedShapeStyle(base: AnyShapeStyle(self), shadow: style)
  }
}
