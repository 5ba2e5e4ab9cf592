import TesseraDisplayList
import TesseraRaster

nonisolated extension View {
  /// The view blurred by a Gaussian whose standard deviation is `radius` points (as CSS's
  /// `blur()`; the three-box approximation of the Filter Effects specification). The blur spreads
  /// past the view's frame; with `opaque`, it is clipped to the frame instead (SwiftUI also makes
  /// the edges opaque there: approximated). A radius of 0, negative or not finite draws the view
  /// sharp.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    let sigma = radius.isFinite ? max(0, Double(radius)) : 0
    return effectGroup(sigma > 0) { items, rect in
      // Opaque: the blurred layer clipped to the frame (the clip outside the blur's layer).
      opaque
        ? DisplayGroup(items: [.group(DisplayGroup(items: items, blur: sigma))], clip: Path(rect))
        : DisplayGroup(items: items, blur: sigma)
    }
  }
  /// The view in shades of gray by `amount`: 0 unchanged, 1 fully gray (Rec. 709 luminance, the
  /// W3C `grayscale` matrix); clamped to 0...1.
  public func grayscale(_ amount: Double) -> some View {
    colorFilter(.grayscale(amount))
  }
  /// The view brighter by `amount` added to each color component: -1 black … 0 unchanged … 1
  /// white; clamped to -1...1.
  public func brightness(_ amount: Double) -> some View {
    colorFilter(.brightness(amount))
  }
  /// The view's saturation scaled by `amount`: 0 gray, 1 unchanged, above 1 more saturated (the
  /// W3C `saturate` matrix).
  public func saturation(_ amount: Double) -> some View {
    colorFilter(.saturation(amount))
  }
  /// The view's contrast scaled by `amount` around middle gray: 0 gray, 1 unchanged, negative
  /// inverts.
  public func contrast(_ amount: Double) -> some View {
    colorFilter(.contrast(amount))
  }
  /// The view's hues rotated by `angle` (the W3C `hueRotate` matrix, as SwiftUI; luminance is
  /// kept). The sine and cosine come from + and × only, so every machine draws the same bytes.
  public func hueRotation(_ angle: Angle) -> some View {
    let (s, c) = Trig.sinCos(turns: angle.degrees / 360)
    return colorFilter(.hueRotation(sin: s, cos: c))
  }
  /// The view's colors multiplied by a color's components, alpha included (white leaves it
  /// unchanged). The color resolves in the view's environment.
  public func colorMultiply(_ color: Color) -> some View {
    modifier(
      WrappingModifier { child, context in
        ColorFilterNode(matrix: .multiply(color.resolve(in: context.environment)), child: child)
      })
  }
  /// The view's colors inverted, alpha kept.
  public func colorInvert() -> some View { colorFilter(.invert) }
  /// The view's luminance as its alpha, in black (the W3C `luminanceToAlpha` matrix).
  public func luminanceToAlpha() -> some View {
    colorFilter(.luminanceToAlpha)
  }
  /// How the view blends with what is behind it, within the nearest `.compositingGroup()` (or
  /// the whole image): the W3C blend modes and SwiftUI's Porter-Duff operators.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    let mode = blendMode.raster
    return effectGroup(mode != .normal) { items, _ in DisplayGroup(items: items, blendMode: mode) }
  }
  /// The view composited as one layer before its opacity and blending apply: blend modes inside
  /// it combine with each other, not with what is behind it.
  public func compositingGroup() -> some View {
    effectGroup(true) { items, _ in DisplayGroup(items: items, isolated: true) }
  }
  /// The view drawn offscreen first, as one layer (the same picture as `compositingGroup()` here:
  /// Tessera always draws in sRGB, so `colorMode` changes nothing).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    effectGroup(true) { items, _ in DisplayGroup(items: items, isolated: true) }
  }
  /// A content transition (an animation: nothing changes in a still).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    unsupportedEffect(nil)
  }

  /// The view as one group made by `make`, when `active`; otherwise the view itself.
  func effectGroup(
    _ active: Bool, _ make: @escaping @Sendable ([DisplayItem], Rect) -> DisplayGroup
  ) -> some View {
    modifier(
      WrappingModifier { child, _ in
        active ? EffectGroupNode(child: child, make: make) : child
      })
  }

  func unsupportedEffect(_ warning: String?) -> some View {
    modifier(
      WrappingModifier { child, context in
        if let warning {
          context.diagnostics.warn("\(warning) is not drawn yet; the view is drawn without it")
        }
        return child
      })
  }
}

extension BlendMode {
  /// The raster core's mode.
  var raster: TesseraRaster.BlendMode {
    switch self {
    case .normal: return .normal
    case .multiply: return .multiply
    case .screen: return .screen
    case .overlay: return .overlay
    case .darken: return .darken
    case .lighten: return .lighten
    case .colorDodge: return .colorDodge
    case .colorBurn: return .colorBurn
    case .softLight: return .softLight
    case .hardLight: return .hardLight
    case .difference: return .difference
    case .exclusion: return .exclusion
    case .hue: return .hue
    case .saturation: return .saturation
    case .color: return .color
    case .luminosity: return .luminosity
    case .sourceAtop: return .sourceAtop
    case .destinationOver: return .destinationOver
    case .destinationOut: return .destinationOut
    case .plusDarker: return .plusDarker
    case .plusLighter: return .plusLighter
    }
  }
}
