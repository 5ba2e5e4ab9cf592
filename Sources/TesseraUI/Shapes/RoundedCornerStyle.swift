/// The shape of rounded corners, as SwiftUI's `RoundedCornerStyle`.
nonisolated public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// iOS's continuous corners (a "squircle": the curve eases into the straight edges).
  case continuous
}
