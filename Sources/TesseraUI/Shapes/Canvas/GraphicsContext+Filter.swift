import Foundation
import TesseraDisplayList
import TesseraRaster

extension GraphicsContext {
  /// A filter applied to each drawing operation after ``addFilter(_:options:)``, as SwiftUI's
  /// `GraphicsContext.Filter`. Drawn: blur, grayscale, saturation, brightness, contrast, hue
  /// rotation, color multiply, color invert and projection transforms (their affine part).
  /// Shadows, luminance to alpha and alpha threshold are not drawn: a warning, and the operation
  /// is drawn unfiltered.
  public struct Filter {
    enum Kind {
      case blur(Double)
      case matrix(ColorMatrix)
      case multiply(Color)
      case projection(ProjectionTransform)
      case unsupported(String)
    }
    let kind: Kind
    /// The context's transform when the filter was added: a projection applies in that space.
    var local: AffineTransform? = nil

    /// A Gaussian blur of standard deviation `radius` points.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(Double(radius)))
    }
    /// Colors toward gray by `amount` (0 unchanged, 1 gray).
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .matrix(.grayscale(amount))) }
    /// Saturation scaled by `amount` (1 unchanged).
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturation(amount))) }
    /// Brightness raised by `amount` (-1...1).
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .matrix(.brightness(amount))) }
    /// Contrast scaled by `amount` (1 unchanged).
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(amount))) }
    /// Hues rotated by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      let (s, c) = Trig.sinCos(turns: angle.degrees / 360)
      return Filter(kind: .matrix(.hueRotation(sin: s, cos: c)))
    }
    /// Colors multiplied by `color` (resolved in the canvas's environment).
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }
    /// Colors inverted by `amount` (1 fully).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      let k = amount.isFinite ? min(1, max(0, amount)) : 1
      return Filter(kind: .matrix(.contrast(1 - 2 * k)))
    }
    /// A shadow (not drawn here: a warning).
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter { Filter(kind: .unsupported("shadow")) }
    /// A projection transform of what follows, in the context's coordinates when the filter is
    /// added (its affine part; perspective is left out with a warning).
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(kind: .projection(matrix))
    }
    /// Luminance to alpha (not drawn here: a warning).
    public static var luminanceToAlpha: Filter { Filter(kind: .unsupported("luminanceToAlpha")) }
    /// An alpha threshold (not drawn here: a warning).
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
      Filter(kind: .unsupported("alphaThreshold"))
    }

    /// `items` (canvas coordinates) in a group that applies the filter.
    func group(_ items: [DisplayItem], in environment: EnvironmentValues) -> DisplayGroup {
      switch kind {
      case .blur(let r):
        return DisplayGroup(items: items, blur: r.isFinite ? max(0, r) : 0)
      case .matrix(let m):
        return DisplayGroup(items: items, colorMatrix: m)
      case .multiply(let color):
        return DisplayGroup(items: items, colorMatrix: .multiply(color.resolve(in: environment)))
      case .projection(let m):
        let (affine, dropsPerspective) = m.drawn
        if dropsPerspective {
          Diagnostics.warnOnThisThread(
            "GraphicsContext.Filter.projectionTransform: the perspective terms are not drawn")
        }
        guard affine.isFinite, affine.determinant != 0 else { return DisplayGroup(items: []) }
        return DisplayGroup(
          items: items,
          transform: local.flatMap { m in
            m.inverted().map { $0.concatenating(affine).concatenating(m) }
          } ?? affine)
      case .unsupported(let name):
        Diagnostics.warnOnThisThread(
          "GraphicsContext.Filter.\(name) is not drawn; what follows is drawn unfiltered")
        return DisplayGroup(items: items)
      }
    }
  }

  /// Options of a blur filter (accepted; the blur is the same).
  public struct BlurOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps the result opaque.
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    /// Dithers the result.
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
  }

  /// Options of a shadow filter (accepted; shadows are not drawn).
  public struct ShadowOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws only the shadow.
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1) }
    /// An inner shadow.
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 2) }
  }

  /// Options of ``addFilter(_:options:)`` (accepted; they change nothing here).
  public struct FilterOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Works in linear color.
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }

  /// Applies `filter` to every drawing operation after this call.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    var filter = filter
    filter.local = matrix
    filters.append(filter)
  }
}
