/// Where a view is in its scroll transition, as SwiftUI's `ScrollTransitionPhase`: `identity`
/// while it is visible in its scroll view (per the configuration's threshold), `topLeading` or
/// `bottomTrailing` while it is beyond that edge.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Beyond the top (vertical) or leading (horizontal) edge.
  case topLeading
  /// Visible: the transition should leave the view unchanged.
  case identity
  /// Beyond the bottom (vertical) or trailing (horizontal) edge.
  case bottomTrailing

  /// Whether the phase is `identity`.
  public var isIdentity: Bool { self == .identity }
  /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}
