/// The values focused views publish, as SwiftUI's `FocusedValues` (extend it with keys). A still
/// has no focused scene: every value reads nil.
public struct FocusedValues {
  /// The value for a key: nil in a still.
  public subscript<K: FocusedValueKey>(key: K.Type) -> K.Value? {
    get { nil }
    set {}
  }
}

nonisolated extension View {
  /// Publishes a value for the focused scene (nothing reads it in a still).
  public func focusedValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// Publishes a value for the focused scene (nothing reads it in a still).
  public func focusedSceneValue<V>(_ keyPath: WritableKeyPath<FocusedValues, V?>, _ value: V)
    -> some View
  {
    modifier(EnvironmentModifier { _ in })
  }
}
