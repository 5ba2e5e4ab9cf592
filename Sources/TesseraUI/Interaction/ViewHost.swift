import TesseraDisplayList

/// A view rendered in tests, with its state kept between renders, that a test can act on as a
/// user would: tap a button, type into a field, flip a toggle, pick an option; the next
/// ``render()`` shows the result.
///
/// Controls are found by the text of their label (a field also by its placeholder) or by their
/// accessibility identifier, in the last render's display list. No match, several matches, or a
/// disabled control is an ``InteractionError`` that lists what was found.
///
///     let host = ViewHost(LoginView(), width: 390, height: 844)
///     try host.type("ada@example.com", into: "Email")
///     try host.tap("Sign In")
///     let picture = try host.render()   // shows the alert the tap presented
nonisolated public final class ViewHost<Content: View> {
  /// The renderer; its ``ImageRenderer/graph`` holds the view's state.
  public var renderer: ImageRenderer<AnyView>
  private var last: RenderOutput?

  /// A host for a view, proposed `width` x `height` points (nil: the view's own size), at
  /// `scale` pixels per point. With both given, the host is a screen of that size: the view is
  /// centered in it on the system background, as a window places its root view.
  public init(_ content: Content, width: CGFloat? = nil, height: CGFloat? = nil, scale: Double = 1) {
    let root =
      (width != nil && height != nil)
      ? AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity)) : AnyView(content)
    let r = ImageRenderer(content: root)
    r.proposedSize = ProposedViewSize(width: width.map { Double($0) }, height: height.map { Double($0) })
    r.scale = scale
    r.graph = ViewGraph()
    if width != nil && height != nil { r.background = Color(.systemBackground) }
    renderer = r
  }

  /// A host for what `renderer` draws (a preview's renderer, say), keeping its size, scale and
  /// environment; the view's state lives in the renderer's graph from now on (the renderer is
  /// shared, as SwiftUI's class is: it is given a graph when it has none).
  public init(renderer: ImageRenderer<AnyView>) where Content == AnyView {
    if renderer.graph == nil { renderer.graph = ViewGraph() }
    self.renderer = renderer
  }

  /// The environment the view is rendered in.
  public var environment: EnvironmentValues {
    get { renderer.environment }
    set { renderer.environment = newValue }
  }

  /// What the last render did with view bodies: which it evaluated and how many it reused (after
  /// an action, only the views that read the state it changed are evaluated again).
  public var lastPass: ViewGraph.PassStatistics { renderer.graph?.lastPass ?? ViewGraph.PassStatistics() }

  /// Renders the view with its current state.
  /// - Throws: ``RenderError`` when the view cannot be rendered.
  @discardableResult
  public func render() throws -> RenderOutput {
    let out = try renderer.render()
    last = out
    return out
  }

  /// Renders until the picture changes, for work an action started in a `Task` (a view model's
  /// `login()` that awaits a service): renders every 10 ms until the display list differs from
  /// the last render's, or `timeout` passes; returns the last render.
  /// - Throws: ``RenderError`` when the view cannot be rendered.
  @discardableResult
  nonisolated(nonsending) public func renderWhenChanged(timeout: Duration = .seconds(2)) async throws
    -> RenderOutput
  {
    let before = try last ?? render()
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: timeout)
    var out = try render()
    while out.displayList == before.displayList, clock.now < end {
      try? await Task.sleep(for: .milliseconds(10))
      out = try render()
    }
    return out
  }

  /// The controls of the last render (rendering again after an action): kind, label, identifier, frame.
  public func controls() throws -> [Control] {
    let out = try last ?? render()
    guard let graph = renderer.graph else { return [] }
    var found: [Control] = []
    func walk(_ items: [DisplayItem], _ identifiers: [(Rect, String)]) {
      for item in items {
        switch item {
        case .accessibility(let r):
          guard let id = r.controlID, let handle = graph.control(id) else { continue }
          let outer = identifiers.last { Self.contains($0.0, r.frame) }?.1
          found.append(
            Control(
              kind: handle.kind.name, label: r.label ?? "", identifier: r.identifier ?? outer, frame: r.frame,
              id: id))
        case .group(let g): walk(g.items, identifiers)
        default: continue
        }
      }
    }
    // Identifiers set outside a control's own record (`.padding().accessibilityIdentifier(...)`)
    // name the controls inside their frame.
    var idRecords: [(Rect, String)] = []
    func collect(_ items: [DisplayItem]) {
      for item in items {
        if case .accessibility(let r) = item, r.controlID == nil, let i = r.identifier {
          idRecords.append((r.frame, i))
        }
        if case .group(let g) = item { collect(g.items) }
      }
    }
    collect(out.displayList.items)
    walk(out.displayList.items, idRecords)
    return found
  }

  /// Taps the control whose label is `text` (or contains it, when no label is exactly it).
  /// - Throws: ``InteractionError``.
  public func tap(_ text: String) throws { try act(.text(text), "tap") { h in h.tap }.map(perform) }

  /// Taps the control with an accessibility identifier.
  /// - Throws: ``InteractionError``.
  public func tap(identifier: String) throws {
    try act(.identifier(identifier), "tap") { h in h.tap }.map(perform)
  }

  /// Types `text` at the end of the field whose placeholder or label is `field`.
  /// - Throws: ``InteractionError``.
  public func type(_ text: String, into field: String) throws { try type(text, .text(field)) }

  /// Types `text` at the end of the field with an accessibility identifier.
  /// - Throws: ``InteractionError``.
  public func type(_ text: String, intoIdentifier identifier: String) throws {
    try type(text, .identifier(identifier))
  }

  /// Replaces the text of the field whose placeholder or label is `field`.
  /// - Throws: ``InteractionError``.
  public func replaceText(in field: String, with text: String) throws {
    try act(.text(field), "type into") { $0.setText }.map { set in perform { set(text) } }
  }

  /// Flips the toggle whose label is `label`.
  /// - Throws: ``InteractionError``.
  public func toggle(_ label: String) throws {
    try act(.text(label), "toggle") { h in h.setOn != nil ? h.tap : nil }.map(perform)
  }

  /// Selects the option tagged `tag` in the picker whose label is `picker`.
  /// - Throws: ``InteractionError``, also when no option has that tag's type.
  public func select<T: Hashable>(_ tag: T, in picker: String) throws {
    guard let select = try act(.text(picker), "select in", { $0.select }) else { return }
    if !MainActorJob.run({ select(AnyHashable(tag)) }) {
      throw InteractionError.unsupported("picker \"\(picker)\" has no option tagged \(tag)")
    }
  }

  /// Swipes the list row that shows `text` (the row whose frame holds a text of exactly that,
  /// or containing it) from `edge`, revealing its swipe actions (`.swipeActions`); swiping a
  /// row already showing them hides them. The next ``render()`` draws the row slid aside and the
  /// actions beside it, which can then be tapped by their labels.
  /// - Throws: ``InteractionError`` when no row, or several, show `text` or none has swipe
  ///   actions on that edge.
  public func swipe(_ text: String, edge: HorizontalEdge = .trailing) throws {
    let out = try render()
    let swipeable = try controls().filter { c in renderer.graph?.control(c.id)?.swipe != nil }
    var texts: [(String, Rect)] = []
    func walk(_ items: [DisplayItem]) {
      for item in items {
        if case .accessibility(let r) = item, r.kind == .text, let l = r.label { texts.append((l, r.frame)) }
        if case .group(let g) = item { walk(g.items) }
      }
    }
    walk(out.displayList.items)
    func rows(matching match: (String) -> Bool) -> [Control] {
      swipeable.filter { row in texts.contains { match($0.0) && Self.contains(row.frame, $0.1) } }
    }
    let exact = rows(matching: { $0 == text })
    let matches = exact.isEmpty ? rows(matching: { $0.contains(text) }) : exact
    // A row with actions on both edges has a control for each, on the same frame.
    guard !matches.isEmpty, Set(matches.map { "\($0.frame)" }).count == 1 else {
      if matches.isEmpty {
        throw InteractionError.notFound(
          query: "\"\(text)\"", action: "swipe", found: swipeable.map { "swipeable row at \($0.frame)" })
      }
      throw InteractionError.ambiguous(query: "\"\(text)\"", matches: matches.map { $0.description })
    }
    for row in matches {
      if let swipe = renderer.graph?.control(row.id)?.swipe, MainActorJob.run({ swipe(edge) }) {
        last = nil
        return
      }
    }
    throw InteractionError.unsupported("the row showing \"\(text)\" has no swipe actions on its \(edge) edge")
  }

  /// Scrolls the outermost scroll view to the view whose accessibility label or identifier is
  /// `text` (else whose label contains it), centred as far as the content allows, as a user's
  /// swipe would; the next ``render()`` shows it. Later scrolls replace earlier ones.
  /// - Throws: ``InteractionError`` when the last render has no scroll view.
  public func scroll(to text: String) throws {
    let out = try last ?? render()
    if !Self.hasScrollView(out.displayList.items) {
      throw InteractionError.unsupported("there is no ScrollView to scroll in this render")
    }
    renderer.environment.scrollPositioning.text = text
    last = nil
  }

  private static func hasScrollView(_ items: [DisplayItem]) -> Bool {
    items.contains { item in
      switch item {
      case .accessibility(let r): return r.kind == .scrollView
      case .group(let g): return hasScrollView(g.items)
      default: return false
      }
    }
  }

  /// Sets the value of the slider whose label is `label`.
  /// - Throws: ``InteractionError``.
  public func setValue(_ value: Double, of label: String) throws {
    try act(.text(label), "set the value of") { $0.setValue }.map { set in perform { set(value) } }
  }

  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX - 1e-6 && inner.minY >= outer.minY - 1e-6 && inner.maxX <= outer.maxX + 1e-6
      && inner.maxY <= outer.maxY + 1e-6
  }

  enum Query: CustomStringConvertible {
    case text(String)
    case identifier(String)
    var description: String {
      switch self {
      case .text(let t): return "\"\(t)\""
      case .identifier(let i): return "identifier \"\(i)\""
      }
    }
  }

  private func type(_ text: String, _ query: Query) throws {
    guard let h = try handle(query, "type into", { $0.setText }) else { return }
    last = nil
    perform {
      let current = h.text?() ?? ""
      h.setText?(current + text)
    }
  }

  /// Runs a control's action as the main actor, as a tap on iOS does: an app's action and
  /// binding closures are main-actor isolated (``MainActorJob``).
  private func perform(_ action: () -> Void) { MainActorJob.run(action) }

  /// Finds the one control matching `query` that supports `action`, and returns the action.
  private func act<T>(_ query: Query, _ verb: String, _ pick: (ControlHandle) -> T?) throws -> T? {
    guard let h = try handle(query, verb, pick) else { return nil }
    last = nil  // the action changes state: the next look renders again
    return pick(h)
  }

  private func handle<T>(_ query: Query, _ verb: String, _ pick: (ControlHandle) -> T?) throws
    -> ControlHandle?
  {
    _ = try render()
    let all = try controls()
    guard let graph = renderer.graph else { return nil }
    let usable = all.filter { c in graph.control(c.id).map { pick($0) != nil } ?? false }
    let matches: [Control]
    switch query {
    case .text(let t):
      let exact = usable.filter { $0.label == t }
      matches = exact.isEmpty ? usable.filter { $0.label.contains(t) } : exact
    case .identifier(let i):
      matches = usable.filter { $0.identifier == i }
    }
    guard !matches.isEmpty else {
      throw InteractionError.notFound(query: "\(query)", action: verb, found: all.map(\.description))
    }
    guard matches.count == 1, let only = matches.first, let h = graph.control(only.id) else {
      throw InteractionError.ambiguous(query: "\(query)", matches: matches.map(\.description))
    }
    guard h.isEnabled else { throw InteractionError.disabled(only.description) }
    return h
  }

  /// A control found in a render.
  public struct Control: Sendable, CustomStringConvertible {
    /// "button", "toggle", "text field", …
    public let kind: String
    /// Its label's text (a field's placeholder).
    public let label: String
    /// Its accessibility identifier, if any.
    public let identifier: String?
    /// Its frame, in points.
    public let frame: Rect
    let id: UInt64

    /// `button "Sign In" at (x, y, w, h)`.
    public var description: String {
      "\(kind) \"\(label)\"" + (identifier.map { " [\($0)]" } ?? "") + " at \(frame)"
    }
  }
}
