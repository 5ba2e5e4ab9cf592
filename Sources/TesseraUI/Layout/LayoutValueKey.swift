/// A key for a value a view passes to its container's `Layout`, as SwiftUI's `LayoutValueKey`:
/// set with `layoutValue(key:value:)`, read with `subview[Key.self]`.
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}
