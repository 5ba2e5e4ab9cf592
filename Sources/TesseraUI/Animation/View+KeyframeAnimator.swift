nonisolated extension View {
  /// The view drawn through `content` with a value that `keyframes` animate each time `trigger`
  /// changes. A still shows the value at the start of the keyframe timeline (time 0): the
  /// initial value, as SwiftUI draws before the trigger changes.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let value = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }.value(time: 0)
    return content(PlaceholderContentView(AnyView(self)), value)
  }

  /// The view drawn through `content` with a value that `keyframes` animate in a loop (while
  /// `repeating`). A still shows the value at the start of the timeline (time 0).
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let value = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }.value(time: 0)
    return content(PlaceholderContentView(AnyView(self)), value)
  }
}
