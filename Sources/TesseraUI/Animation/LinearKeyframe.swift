import Foundation

/// A keyframe reached at constant speed along a timing curve, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentProviding {
  let segment: KeyframeSegment<Value>

  /// A keyframe reaching `to` after `duration` seconds along `timingCurve` (default linear).
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
  }

  /// The keyframe itself.
  public var body: LinearKeyframe<Value> { self }

  func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>] {
    [segment] as? [KeyframeSegment<V>] ?? []
  }
}
