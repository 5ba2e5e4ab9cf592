import Foundation

/// A coordinate space for gesture locations.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The view's own space.
  case local
  /// The screen's space.
  case global
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}
