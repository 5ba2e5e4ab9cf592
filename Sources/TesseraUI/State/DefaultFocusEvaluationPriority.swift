/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let kind: Int
  /// When the system moves focus (the default).
  public static let automatic = DefaultFocusEvaluationPriority(kind: 0)
  /// Also when the user moves focus into the region.
  public static let userInitiated = DefaultFocusEvaluationPriority(kind: 1)
}

nonisolated extension View {
  /// The value a focus binding takes when focus moves into this view by default. Kept: a still
  /// shows the focus the `@FocusState` holds, and moving focus by default needs a focus engine
  /// (a hardware keyboard or a pointer).
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(BehaviorModifier())
  }
}
