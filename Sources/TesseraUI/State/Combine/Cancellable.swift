/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops it; calling it again does nothing.
  func cancel()
}
