/// The phase of a transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  /// Before the view is inserted.
  case willAppear
  /// Present (what a still shows).
  case identity
  /// After the view is removed.
  case didDisappear

  /// Whether the view is present.
  public var isIdentity: Bool { self == .identity }

  /// -1 before insertion, 0 present, 1 after removal.
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}
