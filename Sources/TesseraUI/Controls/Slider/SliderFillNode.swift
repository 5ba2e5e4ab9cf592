import TesseraDisplayList

/// Lays out a slider's tinted track up to the thumb's center and the thumb (28 pt round; iOS 26:
/// a 38 by 24 capsule), within the track's width (the thumb stays inside the ends).
final class SliderFillNode: LayoutNode {
  let fraction: Double
  let track: [LayoutNode]
  let thumb: [LayoutNode]
  let metrics: DesignMetrics.SliderMetrics

  init(
    fraction: Double, track: [LayoutNode], thumb: [LayoutNode], metrics: DesignMetrics.SliderMetrics,
    environment: EnvironmentValues
  ) {
    self.fraction = fraction
    self.track = track
    self.thumb = thumb
    self.metrics = metrics
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 100, height: metrics.trackHeight)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let d = metrics.thumbWidth
    let h = metrics.thumbHeight
    let usable = max(0, rect.width - d)
    let rtl = direction == .rightToLeft
    let center = rtl ? rect.maxX - d / 2 - usable * fraction : rect.minX + d / 2 + usable * fraction
    let fill =
      rtl
      ? Rect(x: center, y: rect.minY, width: rect.maxX - center, height: rect.height)
      : Rect(x: rect.minX, y: rect.minY, width: center - rect.minX, height: rect.height)
    for n in track { n.render(in: fill, proposal: ProposedViewSize(fill.size), into: &items) }
    let t = Rect(x: center - d / 2, y: rect.midY - h / 2, width: d, height: h)
    for n in thumb { n.render(in: t, proposal: ProposedViewSize(t.size), into: &items) }
  }
}
