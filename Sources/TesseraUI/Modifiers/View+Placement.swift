import TesseraDisplayList

/// Places its child's center at a point of the space offered (`.position`), taking all of it and
/// offering all of it to the child, as SwiftUI does (a flexible child fills the parent's size).
final class PositionNode: WrapperNode {
  let point: Point
  init(point: Point, child: LayoutNode) {
    self.point = point
    super.init(child: child)
  }
  override func sizeThatFits(_ p: ProposedViewSize) -> Size { p.replacingUnspecified() }
  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let offer = ProposedViewSize(width: rect.width, height: rect.height)
    let s = child.size(for: offer)
    let x = direction == .rightToLeft ? rect.maxX - point.x : rect.minX + point.x
    let r = Rect(x: x - s.width / 2, y: rect.minY + point.y - s.height / 2, width: s.width, height: s.height)
    child.render(in: r, proposal: offer, into: &items)
  }
}

nonisolated extension View {
  /// The view's center at `(x, y)` in the space offered, which the view then takes whole.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    let p = Point(x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0)
    return modifier(WrappingModifier { child, _ in PositionNode(point: p, child: child) })
  }
  /// The view's center at a point in the space offered.
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }
  /// The drawing order in a `ZStack` (partial: children are drawn in their order).
  public func zIndex(_ value: Double) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// Hides the labels of controls inside (toggles, pickers, steppers, fields keep their control).
  public func labelsHidden() -> some View {
    modifier(EnvironmentModifier { $0.labelsHidden = true })
  }
  /// The color scheme of the view and its presentations (here: of the view's content).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(EnvironmentModifier { env in if let colorScheme { env.colorScheme = colorScheme } })
  }
  /// A shared-element transition (animations only: nothing changes in a still).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// Haptic feedback when `trigger` changes (no pixels).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// The shape containers inside use for `ContainerRelativeShape` (kept; no pixels here).
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// A pointer hover effect (iPad; no pixels).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// An adjustable action for VoiceOver (no pixels).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  {
    modifier(EnvironmentModifier { _ in })
  }
}

nonisolated struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls hide their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}
