/// Carries a value the compiler cannot prove `Sendable` into a `@Sendable` closure or to a thread
/// the caller waits for: the caller promises the value is not used from two threads at once (a
/// view's closure kept for the pass that made it, a value handed to a layout thread and back).
final class UncheckedBox<T>: @unchecked Sendable {
  /// The value carried.
  let value: T
  /// Carries `value`.
  init(_ value: T) { self.value = value }
}
