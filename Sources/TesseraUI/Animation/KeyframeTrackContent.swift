/// Keyframes for one value along a track, as SwiftUI's `KeyframeTrackContent`: `LinearKeyframe`,
/// `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`, or a composition of them in `body`.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes animate.
  associatedtype Value: Animatable = Self.Body.Value
  /// The keyframes this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One step of a keyframe track: the value it reaches, over how long (seconds) and how.
struct KeyframeSegment<Value: Animatable> {
  enum Kind {
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case spring(Spring, startVelocity: Value?)
    case move
  }
  let to: Value
  /// The duration in seconds (nil: the spring's settling duration).
  let duration: Double?
  let kind: Kind

  /// The duration in seconds, never negative.
  var length: Double {
    switch kind {
    case .move: return 0
    case .spring(let spring, _): return max(0, duration ?? spring.settlingDuration)
    default: return max(0, duration ?? 0)
    }
  }
}

/// Keyframe content that knows its segments (the built-in keyframes and builder results).
protocol KeyframeSegmentProviding {
  /// The segments, when they animate values of type `V`.
  func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>]
}

/// The segments of any keyframe track content: its own, else its body's.
func keyframeSegments<K: KeyframeTrackContent>(_ content: K) -> [KeyframeSegment<K.Value>] {
  if let provider = content as? KeyframeSegmentProviding { return provider.segments(K.Value.self) }
  if K.Body.self == K.self { return [] }
  return keyframeSegments(content.body) as? [KeyframeSegment<K.Value>] ?? []
}

/// The segments a keyframe track content builder collects.
struct KeyframeSegmentList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentProviding {
  let items: [KeyframeSegment<Value>]
  var body: Self { self }
  func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { items as? [KeyframeSegment<V>] ?? [] }
}
