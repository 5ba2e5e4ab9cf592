import TesseraRaster

extension GraphicsContext {
  /// How drawing combines with what is below it, as SwiftUI's `GraphicsContext.BlendMode` (Core
  /// Graphics' modes and their raw values). The Porter-Duff modes SwiftUI's views do not have
  /// (`clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`) draw
  /// as `normal`, with a warning.
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// Core Graphics' number for the mode.
    public let rawValue: Int32
    /// The mode with Core Graphics' number `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Source over destination.
    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    /// Multiplies the colors.
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    /// Inverse of multiplying the inverses.
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    /// Multiply or screen by the destination.
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    /// The darker of the two.
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    /// The lighter of the two.
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    /// Brightens the destination.
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    /// Darkens the destination.
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    /// A soft light.
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    /// A hard light.
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    /// The absolute difference.
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    /// A softer difference.
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    /// The source's hue.
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    /// The source's saturation.
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    /// The source's hue and saturation.
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    /// The source's luminosity.
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    /// Clears (drawn as normal here).
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    /// Copies the source (drawn as normal here).
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    /// Source inside the destination (drawn as normal here).
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    /// Source outside the destination (drawn as normal here).
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    /// Source over the destination, inside it.
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    /// Destination over the source.
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    /// Destination inside the source (drawn as normal here).
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    /// Destination outside the source.
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    /// Destination over the source, inside it (drawn as normal here).
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    /// Either but not both (drawn as normal here).
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    /// Darker: the sum, minus one.
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    /// Lighter: the sum.
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

    /// The raster core's mode; a mode it has not is normal, with a warning.
    var raster: TesseraRaster.BlendMode {
      let modes: [TesseraRaster.BlendMode?] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
        .hardLight,
        .difference, .exclusion, .hue, .saturation, .color, .luminosity, nil, nil, nil, nil, .sourceAtop,
        .destinationOver, nil, .destinationOut, nil, nil, .plusDarker, .plusLighter,
      ]
      if rawValue >= 0, Int(rawValue) < modes.count, let mode = modes[Int(rawValue)] { return mode }
      Diagnostics.warnOnThisThread(
        "GraphicsContext.BlendMode(rawValue: \(rawValue)) is not drawn; it draws as normal")
      return .normal
    }
  }
}
