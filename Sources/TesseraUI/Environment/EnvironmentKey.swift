/// A key for a value in ``EnvironmentValues``, with its default.
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.black }
///     extension EnvironmentValues {
///       var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
///     }
public protocol EnvironmentKey {
  /// The type of the value (any type, as in SwiftUI).
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}
