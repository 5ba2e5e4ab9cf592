import Foundation

/// What a scroll target behavior decides from, as SwiftUI's `ScrollTargetBehaviorContext`
/// (`ScrollTargetBehavior.TargetContext`): the original target, the fling's velocity (points per
/// second), the content's and container's sizes, the scroll axes, and the environment.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// Where the scroll would settle before the behavior.
  public var originalTarget: ScrollTarget
  /// The scroll's velocity, in points per second.
  public var velocity: CGVector
  /// The content's size, in points.
  public var contentSize: CGSize
  /// The scroll view's size, in points.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set
  let environment: EnvironmentValues

  /// A value of the scroll view's environment.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }
}
