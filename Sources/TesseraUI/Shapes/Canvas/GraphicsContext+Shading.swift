import Foundation
import TesseraGeometry
import TesseraRaster

extension GraphicsContext {
  /// Options of the gradient shadings (accepted; gradients end in their last colors here, so
  /// `.repeat` and `.mirror` draw with a warning as if not given).
  public struct GradientOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient past its ends.
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    /// Repeats the gradient past its ends, mirrored.
    public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
    /// Interpolates in linear color.
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
  }

  /// The color or pattern a path is filled or stroked with, as SwiftUI's
  /// `GraphicsContext.Shading`. Gradient geometry is in the context's current coordinates.
  public struct Shading {
    enum Kind {
      case color(Color)
      case style(AnyShapeStyle)
      case linear(Gradient, Point, Point)
      case radial(Gradient, Point, Double, Double)
      case conic(Gradient, Point, Double)
      case tiled(Image, Point, CGRect, Double)
      case foreground
    }
    let kind: Kind
    let options: GradientOptions

    init(_ kind: Kind, options: GradientOptions = GradientOptions()) {
      self.kind = kind
      self.options = options
    }

    /// One color.
    public static func color(_ color: Color) -> Shading { Shading(.color(color)) }
    /// One color from RGB components, 0...1.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      Shading(.color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
    }
    /// One gray, 0 black to 1 white.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
      -> Shading
    {
      Shading(.color(Color(colorSpace, white: white, opacity: opacity)))
    }
    /// A shape style, placed in the bounds of what is drawn (as a view's fill would be).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(.style(AnyShapeStyle(style))) }
    /// The environment's foreground style.
    public static var foreground: Shading { Shading(.foreground) }
    /// A linear gradient between two points.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(.linear(gradient, Point(startPoint), Point(endPoint)), options: options)
    }
    /// A radial gradient around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(.radial(gradient, Point(center), Double(startRadius), Double(endRadius)), options: options)
    }
    /// A conic gradient around `center`, starting at `angle`. Default angle zero (the positive x
    /// axis).
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(.conic(gradient, Point(center), angle.radians), options: options)
    }
    /// An image repeated over the plane: the `sourceRect` part (unit coordinates) at one point
    /// per pixel times `scale`, a tile's top-left corner at `origin`.
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
      scale: CGFloat = 1
    ) -> Shading {
      Shading(.tiled(image, Point(origin), sourceRect, Double(scale)))
    }

    /// The raster paint for something drawn with `bounds` (current coordinates) in `context`.
    func paint(for bounds: Rect, in context: GraphicsContext) -> Paint {
      let env = context.environment
      if options.contains(.repeat) || options.contains(.mirror) {
        Diagnostics.warnOnThisThread(
          "GraphicsContext gradient options .repeat and .mirror are not drawn; the gradient ends in its last colors"
        )
      }
      switch kind {
      case .color(let c): return Paint(c.resolve(in: env))
      case .style(let s): return s.paint(in: bounds, environment: env)
      case .foreground: return env.foregroundStyle.paint(in: bounds, environment: env)
      case .linear(let g, let a, let b):
        return Paint(
          shader: .linearGradient(
            TesseraRaster.LinearGradient(gradient: g.resolvedGradient(in: env), startPoint: a, endPoint: b)))
      case .radial(let g, let center, let r0, let r1):
        return Paint(
          shader: .radialGradient(
            TesseraRaster.RadialGradient(
              gradient: g.resolvedGradient(in: env), center: center, startRadius: r0, endRadius: r1)))
      case .conic(let g, let center, let start):
        let turn = 6.283_185_307_179_586
        return Paint(
          shader: .angularGradient(
            TesseraRaster.AngularGradient(
              gradient: g.resolvedGradient(in: env), center: center, startAngle: start, endAngle: start + turn
            )))
      case .tiled(let image, let origin, let source, let scale):
        let style = ImagePaint(image: image, sourceRect: source, scale: CGFloat(scale))
        return style.paint(in: Rect(x: origin.x, y: origin.y, width: 0, height: 0), environment: env)
      }
    }
  }
}
