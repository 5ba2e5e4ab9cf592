import Foundation

/// Flexible empty space: in a stack it takes the space the other views leave, at least
/// `minLength` points (default 8) along the stack's axis.
nonisolated public struct Spacer: View {
  let minLength: Double?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength.map { Double($0) } }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Spacer: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let m = context.diagnostics.sanitize(minLength ?? 8, "Spacer minLength", fallback: 8)
    return [SpacerNode(minLength: m, axis: context.environment.stackAxis, environment: context.environment)]
  }
}

final class SpacerNode: LayoutNode {
  let minLength: Double
  let axis: Axis?

  init(minLength: Double, axis: Axis?, environment: EnvironmentValues) {
    self.minLength = minLength
    self.axis = axis
    super.init(direction: environment.layoutDirection)
  }

  override var spacerMinLength: Double? { minLength }
  // A spacer touches its neighbours along its stack: only its minimum length separates them.
  override var spacingPreferences: ViewSpacing { axis.map { ViewSpacing.zero(along: $0) } ?? .zero }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    func along(_ v: Double?) -> Double {
      guard let v else { return minLength }
      return max(minLength, v)
    }
    switch axis {
    case .horizontal: return Size(width: along(proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: along(proposal.height))
    case nil: return Size(width: along(proposal.width), height: along(proposal.height))
    }
  }
}
