extension View {
  /// Sets an environment value for this view and its subtree.
  public func environment<V: Sendable>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V
  ) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Changes an environment value for this view and its subtree with a function of its current
  /// value.
  public func transformEnvironment<V: Sendable>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable,
    transform: @escaping @Sendable (inout V) -> Void
  ) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }
}
