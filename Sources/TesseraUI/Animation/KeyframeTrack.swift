/// The keyframes of one property of an animated value, as SwiftUI's `KeyframeTrack`: the property
/// at `keyPath` starts at its value in the initial value and passes through each keyframe in turn.
/// Tracks of one animation run side by side. (The property's type is the second generic
/// parameter, `TrackValue`; the keyframes animate the whole `Root`.)
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes,
  KeyframeTrackProviding
where TrackValue == Content.Value {
  let box: KeyframeTrackBox<Root>

  /// The keyframes animate the whole root value.
  public typealias Value = Root

  /// A track for the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>,
    @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) {
    let segments = keyframeSegments(content())
    let duration = segments.reduce(0) { $0 + $1.length }
    box = KeyframeTrackBox(duration: duration) { value, initial, time in
      value[keyPath: keyPath] = KeyframeInterpolation.value(
        of: segments, from: initial[keyPath: keyPath], at: time)
    }
  }

  /// A track for the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
    self.init(\.self, content: content)
  }

  /// The track itself.
  public var body: Self { self }

  func tracks<V>(_ type: V.Type) -> [KeyframeTrackBox<V>] { [box] as? [KeyframeTrackBox<V>] ?? [] }
}

/// Where a track's value is at a time: each segment moves from the previous keyframe's value (the
/// initial value for the first) to its own.
enum KeyframeInterpolation {
  static func value<V: Animatable>(of segments: [KeyframeSegment<V>], from initial: V, at time: Double) -> V {
    guard time.isFinite, time > 0 else { return initial }
    var from = initial
    var previous = initial
    var start = 0.0
    for (i, segment) in segments.enumerated() {
      let length = segment.length
      if time < start + length, length > 0 {
        let progress = (time - start) / length
        let next = i + 1 < segments.count ? segments[i + 1].to : segment.to
        return interpolate(
          segment, from: from, previous: previous, next: next, progress: progress, length: length)
      }
      previous = from
      from = segment.to
      start += length
    }
    return from
  }

  private static func interpolate<V: Animatable>(
    _ segment: KeyframeSegment<V>, from: V, previous: V, next: V, progress p: Double, length: Double
  ) -> V {
    let a = from.animatableData
    let b = segment.to.animatableData
    var out = from
    switch segment.kind {
    case .move:
      return segment.to
    case .linear(let curve):
      out.animatableData = a + (b - a).scaled(by: curve.value(at: p))
    case .spring(let spring, _):
      out.animatableData = a + (b - a).scaled(by: spring.fraction(at: p * length))
    case .cubic(let startVelocity, let endVelocity):
      // A cubic Hermite spline: tangents from the given velocities (per second, times the
      // segment's length) or from the neighbouring keyframes (Catmull-Rom).
      let m0 =
        startVelocity.map { $0.animatableData.scaled(by: length) }
        ?? (b - previous.animatableData).scaled(by: 0.5)
      let m1 =
        endVelocity.map { $0.animatableData.scaled(by: length) } ?? (next.animatableData - a).scaled(by: 0.5)
      let p2 = p * p
      let p3 = p2 * p
      let h00 = 2 * p3 - 3 * p2 + 1
      let h10 = p3 - 2 * p2 + p
      let h01 = -2 * p3 + 3 * p2
      let h11 = p3 - p2
      out.animatableData = a.scaled(by: h00) + m0.scaled(by: h10) + b.scaled(by: h01) + m1.scaled(by: h11)
    }
    return out
  }
}
