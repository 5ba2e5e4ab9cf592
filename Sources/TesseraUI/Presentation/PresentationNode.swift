import TesseraDisplayList
import TesseraRaster

/// The picture with a presentation over it: the presenter, a dimming layer, and the
/// presentation's card placed as iOS places it.
final class PresentationNode: LayoutNode {
  enum Placement {
    /// Centered (alerts).
    case center
    /// At the bottom, with a margin (action sheets).
    case bottom(margin: Double)
    /// At the bottom, `height(container)` tall, `inset` from the sides and the bottom (sheets:
    /// full width at iOS 17's detents and iOS 26's large one, floating 8 pt in at iOS 26's
    /// partial heights).
    case sheet(height: (Double) -> Double, inset: Double)
    /// Over everything (full-screen covers).
    case fill
  }

  let root: LayoutNode
  let card: [LayoutNode]
  let dim: Color.Resolved
  let placement: Placement

  init(
    root: LayoutNode, card: [LayoutNode], dim: Color.Resolved, placement: Placement,
    environment: EnvironmentValues
  ) {
    self.root = root
    self.card = card
    self.dim = dim
    self.placement = placement
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { root.size(for: proposal) }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    if card.isEmpty {
      root.render(in: rect, proposal: proposal, into: &items)
    } else {
      // Behind a modal presentation: not reachable by VoiceOver, and dimmed or covered on purpose.
      items.recording(.system(rect, reason: "covered by a modal presentation")) {
        root.render(in: rect, proposal: proposal, into: &$0)
      }
    }
    if dim.opacity > 0 { items.append(.fill(path: Path(rect), paint: Paint(dim), fillRule: .nonZero)) }
    for node in card {
      let r: Rect
      switch placement {
      case .center:
        let s = node.size(for: ProposedViewSize(width: rect.width, height: rect.height))
        r = Rect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height)
      case .bottom(let margin):
        let s = node.size(for: ProposedViewSize(width: rect.width, height: rect.height))
        r = Rect(
          x: rect.midX - s.width / 2, y: rect.maxY - margin - s.height, width: s.width, height: s.height)
      case .sheet(let height, let inset):
        let h = height(rect.height)
        r = Rect(
          x: rect.minX + inset, y: rect.maxY - h - inset, width: max(0, rect.width - 2 * inset), height: h)
      case .fill:
        r = rect
      }
      node.render(in: r, proposal: ProposedViewSize(r.size), into: &items)
    }
  }
}

extension PresentedItem {
  /// The root with this presentation drawn over it.
  func node(over root: LayoutNode) -> LayoutNode {
    var env = context.environment
    let dismiss = UncheckedBox(self.dismiss)
    env.isPresented = true
    env.dismiss = DismissAction { dismiss.value() }
    env.stackAxis = nil
    let c = context.with(env)
    let dark = env.colorScheme == .dark
    switch kind {
    case .alert(let title, let message, let actions):
      let buttons = c.presentationActions(actions)
      let card: AnyView =
        env.systemDesign == .ios26
        ? AnyView(GlassAlertCard(title: title, message: message, actions: buttons, dismiss: self.dismiss))
        : AnyView(AlertCard(title: title, message: message, actions: buttons, dismiss: self.dismiss))
      return PresentationNode(
        root: root, card: resolve(card, c.child(1)),
        dim: Color.Resolved(red: 0, green: 0, blue: 0, opacity: dark ? 0.48 : 0.2),
        placement: .center, environment: env)
    case .dialog(let title, let visible, let message, let actions):
      let card = DialogCard(
        title: visible ? title : nil, message: message, actions: c.presentationActions(actions),
        dismiss: self.dismiss)
      return PresentationNode(
        root: root, card: resolve(card, c.child(1)),
        dim: Color.Resolved(red: 0, green: 0, blue: 0, opacity: dark ? 0.48 : 0.2),
        placement: .bottom(margin: 8), environment: env)
    case .sheet(let content):
      var sc = c.child(1)
      let scope = PreferenceValues(
        parent: c.preferences, blocking: ObjectIdentifier(SheetSettings.Changes.self))
      sc.preferences = scope
      // The content is resolved first so its detents are known.
      let inner = resolve(content.frame(maxWidth: .infinity, maxHeight: .infinity), sc)
      var sink = SheetSettings()
      for change in scope.value(SheetSettings.Changes.self) ?? [] { change(&sink) }
      let detent = sink.selectedDetent ?? sink.detents.first ?? .large
      // Each distinct detent once, in order (the selected one is usually among the detents).
      var seen = Set<PresentationDetent>()
      for d in sink.detents + [sink.selectedDetent].compactMap({ $0 }) where seen.insert(d).inserted {
        if let problem = d.invalidValue {
          c.diagnostics.warn("presentationDetents: \(problem); the sheet is drawn at the full height instead")
        }
      }
      if let r = sink.cornerRadius, !(r.isFinite && r >= 0) {
        c.diagnostics.warn(
          "presentationCornerRadius(\(r)) is not a finite, non-negative number of points; the design's radius is used"
        )
        sink.cornerRadius = nil
      }
      let grabber =
        sink.dragIndicator == .visible || (sink.dragIndicator == .automatic && sink.detents.count > 1)
      // iOS 26 floats a sheet at a partial height on glass, inset from the screen's edges; at the
      // large detent (and in iOS 17/18) it spans the width.
      let metrics = env.systemDesign.metrics.sheet
      let floating = detent == .large ? nil : metrics.floating
      let card = SheetCard(
        content: inner, grabber: grabber,
        topRadius: sink.cornerRadius ?? floating?.topRadius ?? metrics.topRadius,
        bottomRadius: floating?.bottomRadius ?? 0,
        background: sink.background ?? AnyShapeStyle((floating?.fill ?? metrics.fill).color),
        grabberTop: metrics.grabberTop)
      let nodes = resolve(card, c.child(2))
      let top = { (h: Double) in min(64, max(10, h * 0.075)) }
      let inset = floating?.inset ?? 0
      return PresentationNode(
        root: root, card: nodes, dim: Color.Resolved(red: 0, green: 0, blue: 0, opacity: dark ? 0.48 : 0.2),
        placement: .sheet(
          height: { h in detent.sheetHeight(in: h, top: top(h) + inset, environment: env) }, inset: inset),
        environment: env)
    case .fullScreenCover(let content):
      let card = content.frame(maxWidth: .infinity, maxHeight: .infinity).background(BackgroundStyle())
      return PresentationNode(
        root: root, card: resolve(card, c.child(1)), dim: .clear, placement: .fill, environment: env)
    }
  }
}

extension ResolveContext {
  /// The buttons of an alert's or dialog's `actions`: resolved in a scope of their own, where
  /// each button passes itself up as a ``PresentationActions`` preference instead of drawing.
  func presentationActions<V: View>(_ actions: V) -> [PresentationAction] {
    var probe = self
    let scope = PreferenceValues(parent: nil)
    probe.preferences = scope
    probe.collectsPresentationActions = true
    _ = resolve(actions, probe)
    return scope.value(PresentationActions.self) ?? []
  }
}
