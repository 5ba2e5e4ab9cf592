/// Fetches customer profiles. Protocol-based so view models take a mock in previews and tests.
public protocol ProfileServiceProtocol {
  /// The profile of a customer.
  /// - Throws: ``NetworkError`` or a decoding failure.
  func profile(userID: String) async throws -> Profile
}

/// Fetches profiles from the API: `GET /users/<id>/profile`.
public struct ProfileService: ProfileServiceProtocol {
  let client: any NetworkClient

  /// Creates the service over a network client.
  public init(client: any NetworkClient) { self.client = client }

  /// Fetches one profile.
  /// - Throws: ``NetworkError`` from the client, ``NetworkError/invalidResponse(_:)`` for an
  ///   answer that is not a profile.
  public func profile(userID: String) async throws -> Profile {
    let data = try await client.send(APIRequest(method: .get, path: "/users/\(userID)/profile"))
    return try JSONCoding.decode(Profile.self, from: data)
  }
}
