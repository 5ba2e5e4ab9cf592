import Foundation

/// Which gestures a view's subviews take part in.
nonisolated public struct GestureMask: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A mask from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No gesture.
  public static let none = GestureMask([])
  /// The view's gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}
