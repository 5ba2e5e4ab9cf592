import Foundation

/// A keyframe animation's values over time, as SwiftUI's `KeyframeTimeline`: ask the value at a
/// time (seconds) or a progress (0...1 of the duration). At time 0 it is the initial value.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [KeyframeTrackBox<Value>]

  /// A timeline of keyframes starting from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = keyframeTracks(content())
  }

  /// The duration in seconds: the longest track's.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value at `time` seconds (each track holds its last keyframe after it ends).
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, initialValue, time) }
    return value
  }

  /// The value at `progress` (clamped to 0...1) of the duration.
  public func value(progress: Double) -> Value {
    value(time: duration * (progress.isFinite ? min(1, max(0, progress)) : 1))
  }
}
