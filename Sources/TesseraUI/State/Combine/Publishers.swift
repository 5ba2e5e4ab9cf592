/// Namespace of Combine's publisher types that SwiftUI code names.
public enum Publishers {
  /// A connectable publisher that connects when first subscribed, as Combine's
  /// `Publishers.Autoconnect` (what `Timer.publish(...).autoconnect()` returns).
  public struct Autoconnect<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher connected to.
    public let upstream: Upstream

    /// Subscribes to the upstream.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      upstream.sink(receiveValue: receiveValue)
    }
  }
}
