import TesseraDisplayList
import TesseraRaster

/// The spinner of ``CircularProgressViewStyle``, or a determinate ring.
nonisolated struct Spinner: View, ResolvableView {
  let fraction: Double?
  /// The colour of the spokes and the ring (`CircularProgressViewStyle(tint:)`), else gray
  /// spokes and the environment's tint.
  var color: Color? = nil
  var body: PrimitiveBody { PrimitiveBody() }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let size: Double
    switch env.controlSize {
    case .mini, .small: size = 14
    case .regular: size = 20
    case .large, .extraLarge: size = 37
    }
    return [
      SpinnerNode(
        size: size, fraction: fraction,
        gray: (color ?? SystemColors.pair(0x999999, 0x999999).color).resolve(in: env),
        tint: (color ?? env.tint ?? .accentColor).resolve(in: env),
        track: SystemColors.pair(0xE5E5EA, 0x3A3A3C).color.resolve(in: env),
        environment: env)
    ]
  }
}

/// Draws the spokes (or the ring) in a square box.
final class SpinnerNode: LayoutNode {
  let box: Double
  let fraction: Double?
  let gray: Color.Resolved
  let tint: Color.Resolved
  let track: Color.Resolved

  init(
    size: Double, fraction: Double?, gray: Color.Resolved, tint: Color.Resolved, track: Color.Resolved,
    environment: EnvironmentValues
  ) {
    box = size
    self.fraction = fraction
    self.gray = gray
    self.tint = tint
    self.track = track
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: box, height: box) }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let c = Point(x: rect.midX, y: rect.midY)
    let scale = box / 20
    if let f = fraction {
      let w = 3 * scale
      let r = box / 2 - w / 2
      items.append(
        .stroke(
          path: Path(ellipseIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
          paint: Paint(track),
          style: StrokeStyle(lineWidth: w)))
      if f > 0 {
        var arc = Path()
        let steps = max(2, Int(64 * f))
        for i in 0...steps {
          let a = Trig.sinCos(turns: -0.25 + f * Double(i) / Double(steps))
          let p = Point(x: c.x + r * a.cos, y: c.y + r * a.sin)
          if i == 0 { arc.move(to: p) } else { arc.addLine(to: p) }
        }
        items.append(
          .stroke(path: arc, paint: Paint(tint), style: StrokeStyle(lineWidth: w, lineCap: .round)))
      }
      return
    }
    // Eight spokes, the top one opaque, fading clockwise.
    for i in 0..<8 {
      let a = Trig.sinCos(turns: -0.25 + Double(i) / 8)
      let inner = 4.5 * scale
      let outer = 9.0 * scale
      var p = Path()
      p.move(to: Point(x: c.x + inner * a.cos, y: c.y + inner * a.sin))
      p.addLine(to: Point(x: c.x + outer * a.cos, y: c.y + outer * a.sin))
      let opacity = 1 - Double(i) * 0.1
      items.append(
        .stroke(
          path: p, paint: Paint(gray.opacity(opacity)),
          style: StrokeStyle(lineWidth: 2.2 * scale, lineCap: .round)))
    }
  }
}

/// The bar of ``LinearProgressViewStyle``.
nonisolated struct ProgressBar: View {
  let fraction: Double
  /// The style's own tint (`LinearProgressViewStyle(tint:)`), before the environment's.
  var barTint: Color? = nil
  @Environment(\.tint) var tint

  var body: some View {
    Capsule().fill(SystemColors.pair(0xE5E5EA, 0x3A3A3C).color)
      .overlay(alignment: .leading) {
        ProgressBarFill(fraction: fraction, color: barTint ?? tint ?? Color.accentColor)
      }
      .frame(height: 4)
      .frame(maxWidth: .infinity)
  }
}

/// The done part of a progress bar.
nonisolated struct ProgressBarFill: View, ResolvableView {
  let fraction: Double
  let color: Color
  var body: PrimitiveBody { PrimitiveBody() }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      FractionNode(
        fraction: fraction, content: resolve(Capsule().fill(color), context), environment: context.environment
      )
    ]
  }
}

/// A node drawing its content over a leading fraction of its width.
final class FractionNode: LayoutNode {
  let fraction: Double
  let content: [LayoutNode]

  init(fraction: Double, content: [LayoutNode], environment: EnvironmentValues) {
    self.fraction = fraction
    self.content = content
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 0, height: proposal.height ?? 4)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let w = rect.width * min(max(fraction, 0), 1)
    guard w > 0 else { return }
    let r =
      direction == .rightToLeft
      ? Rect(x: rect.maxX - w, y: rect.minY, width: w, height: rect.height)
      : Rect(x: rect.minX, y: rect.minY, width: w, height: rect.height)
    for n in content { n.render(in: r, proposal: ProposedViewSize(r.size), into: &items) }
  }
}
