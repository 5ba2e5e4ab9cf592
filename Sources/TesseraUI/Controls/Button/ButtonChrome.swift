/// The look of the built-in button styles, drawn as iOS 17 draws them.
///
/// - `.borderless` (and `.automatic` outside lists and bars): the label in the tint color (system
///   blue #007AFF / #0A84FF; the system red for `.destructive`), or in the foreground style set
///   around the button when there is one; disabled, in `tertiaryLabel`.
/// - `.plain`: the label as it is; disabled, at 40% opacity.
/// - `.bordered`: the label in the tint on a rounded rectangle of the tint at 18% opacity (gray,
///   `tertiarySystemFill`, when no tint is set, as iOS draws it); disabled, the label in
///   `tertiaryLabel` on `quaternarySystemFill`.
/// - `.borderedProminent`: the label in white on the tint; disabled, `tertiaryLabel` on
///   `tertiarySystemFill`.
///
/// Sizes of bordered buttons by control size (label font when the environment's font is the
/// default, horizontal and vertical padding, corner radius, so the height is the font's line plus
/// twice the vertical padding): mini footnote 8/4 pt r6 (about 24 pt high), small subheadline
/// 10/5 r7 (28), regular body 12/7 r8 (34), large body 20/15 r12 (50), extra large body 24/17 r14
/// (56). With the bundled Inter (a 20.6 pt body line) regular buttons are 34.6 pt and large ones
/// 50.6 pt high, iOS 17's 34 and 50 pt; the radii are approximated from screenshots. In the iOS
/// 26 design (``SystemDesign/ios26``) the automatic border shape is a capsule and the tint iOS 26's
/// blue (#0088FF / #0091FF).
nonisolated struct ButtonChrome: View {
  enum Kind { case plain, borderless, bordered, prominent, glass }
  let label: PrimitiveButtonStyleConfiguration.Label
  let kind: Kind

  /// Built-in.
  var body: PrimitiveBody { PrimitiveBody() }

  struct Metrics {
    var font: Font?
    var horizontal: Double
    var vertical: Double
    var radius: Double
  }

  static func metrics(_ size: ControlSize) -> Metrics {
    switch size {
    case .mini: return Metrics(font: .footnote, horizontal: 8, vertical: 4, radius: 6)
    case .small: return Metrics(font: .subheadline, horizontal: 10, vertical: 5, radius: 7)
    case .regular: return Metrics(font: nil, horizontal: 12, vertical: 7, radius: 8)
    case .large: return Metrics(font: nil, horizontal: 20, vertical: 15, radius: 12)
    case .extraLarge: return Metrics(font: nil, horizontal: 24, vertical: 17, radius: 14)
    }
  }
}

nonisolated extension ButtonChrome: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let enabled = env.isEnabled
    let destructive = env.buttonRole == .destructive
    let tint: Color = destructive ? .red : (env.tint ?? .accentColor)
    let content = label.content
    switch kind {
    case .plain:
      return resolve(content.opacity(enabled ? 1 : 0.4), context)
    case .borderless:
      // A foreground style set around the button (`.foregroundColor(.black)`, `.foregroundStyle`)
      // is its label's, as on iOS; otherwise the tint.
      if !enabled { return resolve(content.foregroundStyle(SystemColors.tertiaryLabel.color), context) }
      if env.foregroundBase != nil { return resolve(content, context) }
      return resolve(content.foregroundStyle(tint), context)
    case .glass where env.systemDesign == .ios26 && enabled:
      // iOS 26's glass button: the label in the label color (the tint when one is set) on glass
      // in a capsule, padded as a bordered button of its control size.
      let m = Self.metrics(env.controlSize)
      var inner = env
      if let f = m.font, env.font == .body { inner.font = f }
      let text: Color = destructive ? .red : (env.tint ?? SystemColors.label.color)
      let padded = content.foregroundStyle(text).padding(.horizontal, m.horizontal).padding(
        .vertical, m.vertical)
      return resolve(padded.background(GlassCapsule()), context.with(inner))
    case .bordered, .prominent, .glass:
      let kind = self.kind == .glass ? Kind.bordered : self.kind
      let m = Self.metrics(env.controlSize)
      let prominent = kind == .prominent
      let fill: Color
      let text: Color
      if !enabled {
        fill = prominent ? SystemColors.tertiarySystemFill.color : SystemColors.quaternarySystemFill.color
        text = SystemColors.tertiaryLabel.color
      } else if prominent {
        fill = tint
        text = .white
      } else {
        // A tinted bordered button's fill is the tint at the quaternary level (18 %): Prefire's iOS 17
        // `.bordered` button tinted `.accentColor` is #D1E7FF on white, #007AFF at 18 %.
        fill =
          (env.tint != nil || destructive)
          ? tint.opacity(HierarchicalShapeStyle.factors[3]) : SystemColors.tertiarySystemFill.color
        text = tint
      }
      var inner = env
      if let f = m.font, env.font == .body { inner.font = f }
      let padded = content.foregroundStyle(text).padding(.horizontal, m.horizontal).padding(
        .vertical, m.vertical)
      let c = context.with(inner)
      switch env.buttonBorderShape.kind {
      case .capsule: return resolve(padded.background(Capsule().fill(fill)), c)
      case .circle:
        return resolve(
          padded.padding(.horizontal, -m.horizontal + m.vertical).background(Circle().fill(fill)), c)
      case .roundedRectangle(let r?):
        return resolve(padded.background(RoundedRectangle(cornerRadius: r).fill(fill)), c)
      case .automatic where env.systemDesign == .ios26:
        // iOS 26 draws bordered buttons as capsules unless a shape is asked for.
        return resolve(padded.background(Capsule().fill(fill)), c)
      case .automatic, .roundedRectangle(nil):
        return resolve(padded.background(RoundedRectangle(cornerRadius: m.radius).fill(fill)), c)
      }
    }
  }
}
