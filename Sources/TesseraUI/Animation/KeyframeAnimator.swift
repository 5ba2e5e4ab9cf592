/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`. A still
/// shows the content with the value at the start of the keyframe timeline: the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
  let value: Value
  let content: (Value) -> Content

  /// Plays `keyframes` each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }.value(time: 0)
    self.content = content
  }

  /// Plays `keyframes` in a loop while `repeating`.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }.value(time: 0)
    self.content = content
  }

  /// The content with the value at time 0.
  public var body: some View { content(value) }
}
