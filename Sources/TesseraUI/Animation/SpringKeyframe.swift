import Foundation

/// A keyframe reached by a spring from the previous value, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentProviding {
  let segment: KeyframeSegment<Value>

  /// A keyframe moving to `to` on `spring` (default `Spring()`) for `duration` seconds (nil: the
  /// spring's settling duration).
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
  ) {
    segment = KeyframeSegment(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))
  }

  /// The keyframe itself.
  public var body: SpringKeyframe<Value> { self }

  func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>] {
    [segment] as? [KeyframeSegment<V>] ?? []
  }
}
