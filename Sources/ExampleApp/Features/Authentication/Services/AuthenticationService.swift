/// Signs customers in. Protocol-based so view models take a mock in previews and tests.
public protocol AuthenticationServiceProtocol {
  /// Signs in with credentials and returns the account.
  /// - Throws: ``AuthenticationError``.
  func signIn(_ credentials: Credentials) async throws -> User
}

/// Signs in against the API: `POST /session` with the credentials as JSON, answered by the
/// ``User``.
public struct AuthenticationService: AuthenticationServiceProtocol {
  let client: any NetworkClient

  /// Creates the service over a network client.
  public init(client: any NetworkClient) { self.client = client }

  /// Sends the credentials; a 401 means they are wrong.
  /// - Throws: ``AuthenticationError/invalidCredentials``, ``AuthenticationError/offline`` or
  ///   ``AuthenticationError/unavailable``.
  public func signIn(_ credentials: Credentials) async throws -> User {
    do {
      let body = try JSONCoding.encode(credentials)
      let data = try await client.send(APIRequest(method: .post, path: "/session", body: body))
      return try JSONCoding.decode(User.self, from: data)
    } catch NetworkError.unauthorized {
      throw AuthenticationError.invalidCredentials
    } catch NetworkError.offline {
      throw AuthenticationError.offline
    } catch {
      throw AuthenticationError.unavailable
    }
  }
}
