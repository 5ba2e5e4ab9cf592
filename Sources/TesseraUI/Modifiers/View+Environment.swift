nonisolated extension View {
  /// Sets an environment value for this view and its subtree.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    let box = UncheckedBox((keyPath, value))
    return modifier(EnvironmentModifier { $0[keyPath: box.value.0] = box.value.1 })
  }

  /// Changes an environment value for this view and its subtree with a function of its current
  /// value.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    let box = UncheckedBox((keyPath, transform))
    return modifier(EnvironmentModifier { box.value.1(&$0[keyPath: box.value.0]) })
  }
}
