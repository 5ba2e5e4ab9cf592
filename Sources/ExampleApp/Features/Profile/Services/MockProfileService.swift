/// A ``ProfileServiceProtocol`` for previews and tests: answers with a fixed result and records
/// the user identifiers it was asked for.
public final class MockProfileService: ProfileServiceProtocol {
  /// The answer to every call.
  public var result: Result<Profile, NetworkError>
  /// The identifiers asked for, oldest first.
  public private(set) var requestedUserIDs: [String] = []

  /// Creates a mock that answers with `result`.
  public init(result: Result<Profile, NetworkError>) { self.result = result }

  /// Records the identifier, then answers.
  public func profile(userID: String) async throws -> Profile {
    requestedUserIDs.append(userID)
    return try result.get()
  }
}
