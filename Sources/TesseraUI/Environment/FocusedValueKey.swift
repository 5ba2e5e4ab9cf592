/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
  /// The value's type.
  associatedtype Value
}
