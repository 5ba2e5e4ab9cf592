/// Collects the tracks of a keyframe animation, which run side by side, as SwiftUI's
/// `KeyframesBuilder`. A block of keyframes written directly (without a track) is one track, in
/// order, animating the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// One set of keyframes as written.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
  /// A keyframe written without a track: with the keyframes around it, one track for the whole
  /// value.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
    expression
  }
  /// The first keyframe of a block of keyframes without a track.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
    first
  }
  /// The keyframes so far followed by the next, one after another.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList(items: keyframeSegments(accumulated) + keyframeSegments(next))
  }
  /// Keyframes without a track: one track for the whole value.
  public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content> where Content.Value == Value
  {
    KeyframeTrack(content: { component })
  }
  /// The tracks of the block.
  public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value { component }
  /// The first keyframes of a block.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }
  /// The tracks so far alongside the next.
  public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
    -> some Keyframes<Value>
  {
    KeyframeTrackList(items: keyframeTracks(accumulated) + keyframeTracks(next))
  }
  /// Tracks from a loop.
  public static func buildArray(_ components: [some Keyframes<Value>]) -> some Keyframes<Value> {
    KeyframeTrackList(items: components.flatMap { keyframeTracks($0) })
  }
  /// The tracks of an `if` that ran.
  public static func buildEither<First: Keyframes, Second: Keyframes>(first component: First)
    -> KeyframesBuilder<Value>.Conditional<First, Second> where First.Value == Value, Second.Value == Value
  {
    Conditional(items: keyframeTracks(component))
  }
  /// The tracks of an `else` that ran.
  public static func buildEither<First: Keyframes, Second: Keyframes>(second component: Second)
    -> KeyframesBuilder<Value>.Conditional<First, Second> where First.Value == Value, Second.Value == Value
  {
    Conditional(items: keyframeTracks(component))
  }
  /// The tracks of an `if` without `else` (none when it did not run).
  public static func buildIf(_ component: (some Keyframes<Value>)?) -> some Keyframes<Value> {
    KeyframeTrackList(items: component.map { keyframeTracks($0) } ?? [])
  }
  /// An empty block: the value does not change.
  public static func buildBlock() -> some Keyframes<Value> { KeyframeTrackList<Value>(items: []) }

  /// The tracks of one branch of an `if`/`else`.
  public struct Conditional<First: Keyframes, Second: Keyframes>: Keyframes, KeyframeTrackProviding
  where First.Value == Value, Second.Value == Value {
    /// The value the branch animates.
    public typealias Value = First.Value
    let items: [KeyframeTrackBox<Value>]
    /// The branch's tracks.
    public var body: Self { self }
    func tracks<V>(_ type: V.Type) -> [KeyframeTrackBox<V>] { items as? [KeyframeTrackBox<V>] ?? [] }
  }
}
