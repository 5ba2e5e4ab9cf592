/// A custom transition, as SwiftUI's `Transition` (iOS 17): how a view looks in each phase of
/// being inserted and removed. A still shows views present, so `.transition(_:)` draws the
/// `.identity` phase of the body.
public protocol Transition {
  /// The view the body makes.
  associatedtype Body: View

  /// The view `content` stands for, as it looks in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does (default: it moves).
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// The view the transition modifies.
  public typealias Content = PlaceholderContentView<Self>

  /// It moves.
  public static var properties: TransitionProperties { TransitionProperties() }
}

extension AnyTransition {
  /// A custom transition, type-erased.
  public init<T: Transition>(_ transition: T) { self.init(name: "\(T.self)") }
}

nonisolated extension View {
  /// How the view comes and goes, with a custom transition: a still shows it present (the
  /// transition's `.identity` phase).
  public func transition<T: Transition>(_ transition: T) -> some View {
    transition.body(content: PlaceholderContentView(AnyView(self)), phase: .identity)
  }

  /// Animates the modifiers `body` applies to the view with `animation` (iOS 17); a still shows
  /// their end state.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(AnyView(self)))
  }
}
