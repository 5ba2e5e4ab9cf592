import Foundation

extension Timer {
  /// A publisher of the time every `interval` seconds, as Foundation's on Apple platforms.
  ///
  /// A snapshot is a still: no time passes, so the timer never fires (an `onReceive` of it does
  /// not run); a test that wants a tick calls the view's state change itself.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance)
  }

  /// The publisher of `Timer.publish(every:on:in:)`: connectable, never firing in a still.
  public struct TimerPublisher: Publisher {
    /// The time of each tick.
    public typealias Output = Date
    /// Never fails.
    public typealias Failure = Never
    /// Seconds between ticks.
    public let interval: TimeInterval
    /// Allowed lateness of a tick, in seconds.
    public let tolerance: TimeInterval?

    /// Connects when first subscribed.
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
      Publishers.Autoconnect(upstream: self)
    }

    /// Starts the timer in Combine; here the token of a timer that does not run.
    public func connect() -> AnyCancellable { AnyCancellable {} }

    /// Subscribes; no tick comes during a render.
    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable { AnyCancellable {} }
  }
}

extension RunLoop {
  /// The options of a run loop scheduler (Combine's `RunLoop.SchedulerOptions`); none are used.
  public struct SchedulerOptions: Sendable {}
}
