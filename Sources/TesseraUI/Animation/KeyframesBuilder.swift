/// Collects the tracks of a keyframe animation, which run side by side, as SwiftUI's
/// `KeyframesBuilder`. Keyframes written directly (without a track) animate the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// One set of keyframes as written.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
  /// Keyframes written without a track: a track for the whole value.
  public static func buildExpression<Content: KeyframeTrackContent>(_ expression: Content)
    -> KeyframeTrack<Value, Value, Content> where Content.Value == Value
  {
    KeyframeTrack(content: { expression })
  }
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
