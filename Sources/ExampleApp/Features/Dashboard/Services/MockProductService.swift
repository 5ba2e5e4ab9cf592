/// A ``ProductServiceProtocol`` for previews and tests: answers with a fixed result and counts
/// its calls.
public final class MockProductService: ProductServiceProtocol {
  /// The answer to every call.
  public var result: Result<[Product], DashboardError>
  /// Called at the start of each call, before it answers (capture the view model weakly, as it
  /// holds this service).
  public var onLoad: (() -> Void)?
  /// How many times the products were asked for.
  public private(set) var callCount = 0

  /// Creates a mock that answers with `result`.
  public init(result: Result<[Product], DashboardError>) { self.result = result }

  /// Counts the call, calls ``onLoad``, then answers.
  public func products() async throws -> [Product] {
    callCount += 1
    onLoad?()
    return try result.get()
  }
}
