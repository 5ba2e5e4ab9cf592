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
  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
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

/// Which geometry a matched effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Properties from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback` (never felt in a still).
public struct SensoryFeedback: Sendable, Equatable {
  let name: String
  /// Success.
  public static let success = SensoryFeedback(name: "success")
  /// Warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// Error.
  public static let error = SensoryFeedback(name: "error")
  /// Selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// Increase.
  public static let increase = SensoryFeedback(name: "increase")
  /// Decrease.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Start.
  public static let start = SensoryFeedback(name: "start")
  /// Stop.
  public static let stop = SensoryFeedback(name: "stop")
  /// Alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// Level change.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// An impact.
  public static let impact = SensoryFeedback(name: "impact")
  /// An impact of a weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// An impact's weight.
  public struct Weight: Sendable, Equatable {
    let value: Int
    /// Light.
    public static let light = Weight(value: 0)
    /// Medium.
    public static let medium = Weight(value: 1)
    /// Heavy.
    public static let heavy = Weight(value: 2)
  }
}

/// A pointer hover effect, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
  let kind: Int
  /// The system's.
  public static let automatic = HoverEffect(kind: 0)
  /// Highlight.
  public static let highlight = HoverEffect(kind: 1)
  /// Lift.
  public static let lift = HoverEffect(kind: 2)
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Sendable {
  /// Up.
  case increment
  /// Down.
  case decrement
}

nonisolated struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls hide their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}
