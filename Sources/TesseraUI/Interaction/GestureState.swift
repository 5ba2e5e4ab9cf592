import Foundation

/// A value a gesture updates while active and resets when it ends, as SwiftUI's `@GestureState`:
/// in a still, its initial value.
@propertyWrapper
nonisolated public struct GestureState<Value>: DynamicProperty {
  let initial: Value
  /// A gesture state starting at `wrappedValue`.
  public init(wrappedValue: Value) { initial = wrappedValue }
  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) { initial = initialValue }
  /// A gesture state starting at `initialValue`, resetting with a transaction.
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
  /// The value: its initial value in a still.
  public var wrappedValue: Value { initial }
  /// Itself, for `.updating($state)`.
  public var projectedValue: GestureState<Value> { self }
}
