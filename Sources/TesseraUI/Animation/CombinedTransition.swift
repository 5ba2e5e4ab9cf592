/// Two transitions applied together, as SwiftUI's `Transition.combined(with:)` makes (iOS 17):
/// the first's body inside the second's, in every phase.
public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  /// The inner transition.
  public var first: First
  /// The outer transition.
  public var second: Second

  /// Both transitions.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  /// The view with both transitions' effects for `phase`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    second.body(
      content: PlaceholderContentView(
        AnyView(first.body(content: PlaceholderContentView(AnyView(content)), phase: phase))),
      phase: phase)
  }
  /// It moves when either does.
  public static var properties: TransitionProperties {
    TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }
}

extension Transition {
  /// This transition and `other` together.
  public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
    CombinedTransition(self, other)
  }
  /// The transition with an animation (a still shows the view present).
  public func animation(_ animation: Animation?) -> Self { self }
}
