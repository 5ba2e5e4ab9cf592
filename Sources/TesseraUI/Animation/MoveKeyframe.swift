import Foundation

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentProviding {
  let segment: KeyframeSegment<Value>

  /// A keyframe that jumps to `to` immediately (no duration).
  public init(_ to: Value) {
    segment = KeyframeSegment(to: to, duration: 0, kind: .move)
  }

  /// The keyframe itself.
  public var body: MoveKeyframe<Value> { self }

  func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>] {
    [segment] as? [KeyframeSegment<V>] ?? []
  }
}
