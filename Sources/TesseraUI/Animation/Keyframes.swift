/// A description of how a value changes over time, as SwiftUI's `Keyframes`: `KeyframeTrack`s,
/// or a composition of them in `body`.
public protocol Keyframes<Value> {
  /// The value the keyframes animate.
  associatedtype Value = Self.Body.Value
  /// The keyframes this one is made of.
  associatedtype Body: Keyframes
  /// The keyframes this one is made of.
  @KeyframesBuilder<Value> var body: Body { get }
}

/// One property of a value animated on its own timeline: how it changes, from the value at time
/// 0, at `time` seconds.
struct KeyframeTrackBox<Root> {
  /// The track's length in seconds.
  let duration: Double
  /// Sets the track's property of `value` to its value at `time`, starting from `initial`'s.
  let apply: (_ value: inout Root, _ initial: Root, _ time: Double) -> Void
}

/// Keyframes that know their tracks (`KeyframeTrack` and builder results).
protocol KeyframeTrackProviding {
  /// The tracks, when they animate values of type `V`.
  func tracks<V>(_ type: V.Type) -> [KeyframeTrackBox<V>]
}

/// The tracks of any keyframes: their own, else their body's.
func keyframeTracks<K: Keyframes>(_ keyframes: K) -> [KeyframeTrackBox<K.Value>] {
  if let provider = keyframes as? KeyframeTrackProviding { return provider.tracks(K.Value.self) }
  if K.Body.self == K.self { return [] }
  return keyframeTracks(keyframes.body) as? [KeyframeTrackBox<K.Value>] ?? []
}

/// The tracks a keyframes builder collects.
struct KeyframeTrackList<Value>: Keyframes, KeyframeTrackProviding {
  let items: [KeyframeTrackBox<Value>]
  var body: Self { self }
  func tracks<V>(_ type: V.Type) -> [KeyframeTrackBox<V>] { items as? [KeyframeTrackBox<V>] ?? [] }
}
