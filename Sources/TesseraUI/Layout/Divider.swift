import TesseraDisplayList
import TesseraRaster

/// A thin line across a stack: horizontal in a `VStack` (or outside stacks), vertical in an
/// `HStack`; one pixel thick (1 / `displayScale` points, as iOS draws a hairline), in the
/// separator color of the color scheme.
nonisolated public struct Divider: View {
  /// Creates a divider.
  public init() {}
  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Divider: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let color = SystemColors.separator.color.resolve(in: env)
    let node = DividerNode(vertical: env.stackAxis == .horizontal, color: color, environment: env)
    node.thickness = 1 / max(1, env.displayScale)
    return [node]
  }
}

final class DividerNode: LayoutNode {
  let vertical: Bool
  let color: Color.Resolved
  /// Points across: one pixel of the screen.
  var thickness = 1.0

  init(vertical: Bool, color: Color.Resolved, environment: EnvironmentValues) {
    self.vertical = vertical
    self.color = color
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let s = proposal.replacingUnspecified(by: Size(width: 0, height: 0))
    if vertical { return Size(width: thickness, height: s.height) }
    return Size(width: s.width, height: thickness)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    items.append(.fill(path: Path(rect), paint: Paint(color), fillRule: .nonZero))
  }
}
