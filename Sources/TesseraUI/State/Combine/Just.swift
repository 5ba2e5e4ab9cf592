/// A publisher that sends one value to each subscriber, at once, as Combine's `Just`.
public struct Just<Output>: Publisher {
  /// Never fails.
  public typealias Failure = Never
  /// The value sent.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  /// Sends the value to `receiveValue` before returning.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    receiveValue(output)
    return AnyCancellable {}
  }
}
