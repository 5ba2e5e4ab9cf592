/// Values inherited down the view tree: set by `.environment(_:_:)` for a subtree, read by
/// `@Environment` inside `body`.
public struct EnvironmentValues: @unchecked Sendable {
  // Values of any type, as SwiftUI allows; a render reads them on one thread at a time.
  private var storage: [ObjectIdentifier: Any] = [:]

  /// Every value at its default.
  public init() {}

  /// The value for a key, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrap first: for an optional `Value`, casting a missing entry would give `.some(nil)`.
      guard let stored = storage[ObjectIdentifier(key)], let value = stored as? K.Value else {
        return K.defaultValue
      }
      return value
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The environment of the body being evaluated (read by `@Environment`).
  @TaskLocal static var current = EnvironmentValues()
}
