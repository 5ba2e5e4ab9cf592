/// Reads a value of the environment inside `body`, as SwiftUI's `@Environment`:
///
///     @Environment(\.colorScheme) var colorScheme
@propertyWrapper
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value in the environment of the view being resolved (defaults outside of `body`).
  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}
