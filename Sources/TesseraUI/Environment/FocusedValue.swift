/// A value the focused view publishes, read by a view, as SwiftUI's `@FocusedValue`
/// (`@FocusedValue(\.selection) var selection`). A still has no focused scene: it reads nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// Reads the focused value at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  /// The focused value: nil in a still.
  public var wrappedValue: Value? { nil }
}
