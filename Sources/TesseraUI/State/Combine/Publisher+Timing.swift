import Foundation

extension Publisher {
  /// The values, each delivered `interval` after it was sent, as Combine's `delay`. Tessera draws
  /// stills and lets no time pass: a delayed value is never delivered (the picture is the one
  /// before it arrives).
  public func delay<S>(
    for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { _ in AnyCancellable {} }
  }

  /// The last value of each burst, delivered once `dueTime` passes without another, as Combine's
  /// `debounce`. Tessera lets no time pass: nothing is delivered.
  public func debounce<S>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> {
    AnyPublisher { _ in AnyCancellable {} }
  }

  /// At most one value per `interval`, as Combine's `throttle`: the first value is delivered at
  /// once; Tessera lets no time pass, so the others are not.
  public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<
    Output, Failure
  > {
    AnyPublisher { receive in
      let delivered = LastValue<Bool>()
      return self.sink { value in
        if delivered.swap(true) == nil { receive(value) }
      }
    }
  }
}
