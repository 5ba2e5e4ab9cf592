import Foundation

/// A keyframe reached along a smooth cubic curve through its neighbours, as SwiftUI's
/// `CubicKeyframe` (a Catmull-Rom-like Hermite spline; explicit velocities are per second).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentProviding {
  let segment: KeyframeSegment<Value>

  /// A keyframe reaching `to` after `duration` seconds, optionally with start and end velocities.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    segment = KeyframeSegment(
      to: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
  }

  /// The keyframe itself.
  public var body: CubicKeyframe<Value> { self }

  func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>] {
    [segment] as? [KeyframeSegment<V>] ?? []
  }
}
