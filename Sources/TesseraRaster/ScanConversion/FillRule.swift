/// How the inside of a self-overlapping path is decided.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
  /// A point is inside when the path winds around it a nonzero number of times (SwiftUI's default).
  case nonZero
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd
}
