/// A binding the focused view publishes, read by a view, as SwiftUI's `@FocusedBinding`. A still
/// has no focused scene: it reads nil and writes are dropped.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// Reads the focused binding at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  /// The bound value: nil in a still.
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }
  /// A binding to the value (a constant nil).
  public var projectedValue: Binding<Value?> { .constant(nil) }
}
