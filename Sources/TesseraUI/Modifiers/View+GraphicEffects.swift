extension View {
  /// A Gaussian blur of `radius` points. Partial: Tessera's raster core blurs shadows only, so
  /// the view is drawn sharp and a warning says so.
  public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, some ViewModifier> {
    unsupportedEffect(radius > 0 ? "blur(radius: \(radius))" : nil)
  }
  /// The view in shades of gray by `amount`: 0 unchanged, 1 fully gray (Rec. 709 luminance, the
  /// W3C `grayscale` matrix); clamped to 0...1.
  public func grayscale(_ amount: Double) -> ModifiedContent<Self, some ViewModifier> {
    colorFilter(.grayscale(amount))
  }
  /// The view brighter by `amount` added to each color component: -1 black … 0 unchanged … 1
  /// white; clamped to -1...1.
  public func brightness(_ amount: Double) -> ModifiedContent<Self, some ViewModifier> {
    colorFilter(.brightness(amount))
  }
  /// The view's saturation scaled by `amount`: 0 gray, 1 unchanged, above 1 more saturated (the
  /// W3C `saturate` matrix).
  public func saturation(_ amount: Double) -> ModifiedContent<Self, some ViewModifier> {
    colorFilter(.saturation(amount))
  }
  /// The view's contrast scaled by `amount` around middle gray: 0 gray, 1 unchanged, negative
  /// inverts.
  public func contrast(_ amount: Double) -> ModifiedContent<Self, some ViewModifier> {
    colorFilter(.contrast(amount))
  }
  /// The view's hues rotated by `angle` (the W3C `hueRotate` matrix, as SwiftUI; luminance is
  /// kept). The sine and cosine come from + and × only, so every machine draws the same bytes.
  public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, some ViewModifier> {
    let (s, c) = Trig.sinCos(turns: angle.degrees / 360)
    return colorFilter(.hueRotation(sin: s, cos: c))
  }
  /// The view's colors multiplied by a color's components, alpha included (white leaves it
  /// unchanged). The color resolves in the view's environment.
  public func colorMultiply(_ color: Color) -> ModifiedContent<Self, some ViewModifier> {
    modifier(
      WrappingModifier { child, context in
        ColorFilterNode(matrix: .multiply(color.resolve(in: context.environment)), child: child)
      })
  }
  /// The view's colors inverted, alpha kept.
  public func colorInvert() -> ModifiedContent<Self, some ViewModifier> { colorFilter(.invert) }
  /// The view's luminance as its alpha, in black (the W3C `luminanceToAlpha` matrix).
  public func luminanceToAlpha() -> ModifiedContent<Self, some ViewModifier> {
    colorFilter(.luminanceToAlpha)
  }
  /// How the view blends with what is behind it (normal blending only; other modes warn).
  public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, some ViewModifier> {
    unsupportedEffect(blendMode == .normal ? nil : "blendMode(.\(blendMode))")
  }
  /// The view composited as one layer before its opacity and blending apply (Tessera's opacity
  /// already composites groups, so nothing changes).
  public func compositingGroup() -> ModifiedContent<Self, some ViewModifier> { unsupportedEffect(nil) }
  /// The view drawn offscreen first (the same picture here).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> ModifiedContent<Self, some ViewModifier>
  {
    unsupportedEffect(nil)
  }
  /// A content transition (an animation: nothing changes in a still).
  public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, some ViewModifier> {
    unsupportedEffect(nil)
  }

  func unsupportedEffect(_ warning: String?) -> ModifiedContent<Self, some ViewModifier> {
    modifier(
      WrappingModifier { child, context in
        if let warning {
          context.diagnostics.warn("\(warning) is not drawn yet; the view is drawn without it")
        }
        return child
      })
  }
}

/// How a view blends with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
  /// The `normal` blend mode (the only one drawn).
  case normal
  /// The `multiply` blend mode.
  case multiply
  /// The `screen` blend mode.
  case screen
  /// The `overlay` blend mode.
  case overlay
  /// The `darken` blend mode.
  case darken
  /// The `lighten` blend mode.
  case lighten
  /// The `colorDodge` blend mode.
  case colorDodge
  /// The `colorBurn` blend mode.
  case colorBurn
  /// The `softLight` blend mode.
  case softLight
  /// The `hardLight` blend mode.
  case hardLight
  /// The `difference` blend mode.
  case difference
  /// The `exclusion` blend mode.
  case exclusion
  /// The `hue` blend mode.
  case hue
  /// The `saturation` blend mode.
  case saturation
  /// The `color` blend mode.
  case color
  /// The `luminosity` blend mode.
  case luminosity
  /// The `sourceAtop` blend mode.
  case sourceAtop
  /// The `destinationOver` blend mode.
  case destinationOver
  /// The `destinationOut` blend mode.
  case destinationOut
  /// The `plusDarker` blend mode.
  case plusDarker
  /// The `plusLighter` blend mode.
  case plusLighter
}

/// The color mode of `drawingGroup`.
public enum ColorRenderingMode: Hashable, Sendable {
  /// sRGB.
  case nonLinear
  /// Linear.
  case linear
  /// Extended linear.
  case extendedLinear
}

/// How changed content animates, as SwiftUI's `ContentTransition` (nothing animates in a still).
public struct ContentTransition: Sendable {
  let kind: Int
  /// The default.
  public static let identity = ContentTransition(kind: 0)
  /// Cross-fade.
  public static let opacity = ContentTransition(kind: 1)
  /// Interpolated.
  public static let interpolate = ContentTransition(kind: 2)
  /// Digits rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: 3) }
  /// Digits rolling toward a value.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: 3) }
  /// Symbol effects.
  public static let symbolEffect = ContentTransition(kind: 4)
  /// A symbol effect.
  public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default)
    -> ContentTransition
  {
    ContentTransition(kind: 4)
  }
}
