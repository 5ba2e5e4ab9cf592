/// Collects the keyframes of a `KeyframeTrack`, in order, as SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// One keyframe content as written.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
    expression
  }
  /// The first keyframes of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
    first
  }
  /// The keyframes so far followed by the next.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList(items: keyframeSegments(accumulated) + keyframeSegments(next))
  }
  /// Keyframes from a loop, one after another.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeSegmentList(items: components.flatMap { keyframeSegments($0) })
  }
  /// The keyframes of an `if` that ran.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first component: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<First, Second>
  where First.Value == Value, Second.Value == Value {
    Conditional(items: keyframeSegments(component))
  }
  /// The keyframes of an `else` that ran.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second component: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<First, Second>
  where First.Value == Value, Second.Value == Value {
    Conditional(items: keyframeSegments(component))
  }
  /// The keyframes of an `if` without `else` (none when it did not run).
  public static func buildIf(_ component: (some KeyframeTrackContent<Value>)?) -> some KeyframeTrackContent<
    Value
  > {
    KeyframeSegmentList(items: component.map { keyframeSegments($0) } ?? [])
  }
  /// An empty block.
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList<Value>(items: [])
  }

  /// The keyframes of one branch of an `if`/`else`.
  public struct Conditional<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent,
    KeyframeSegmentProviding
  where First.Value == Value, Second.Value == Value {
    /// The value the branch animates.
    public typealias Value = First.Value
    let items: [KeyframeSegment<Value>]
    /// The branch's keyframes.
    public var body: Self { self }
    func segments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { items as? [KeyframeSegment<V>] ?? [] }
  }
}
