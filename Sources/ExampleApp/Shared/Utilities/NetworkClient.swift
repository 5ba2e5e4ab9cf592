import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's one door to the network: services send ``APIRequest``s through it, so tests and
/// previews swap in a client that answers from memory.
public protocol NetworkClient: Sendable {
  /// Sends a request and returns the body of a successful (2xx) answer.
  /// - Throws: ``NetworkError``.
  func send(_ request: APIRequest) async throws -> Data
}

/// A ``NetworkClient`` over `URLSession`, for the real app.
public struct URLSessionNetworkClient: NetworkClient {
  /// The API's base address, such as `https://shop.example.com/api`.
  public let baseURL: URL

  /// Creates a client for an API.
  public init(baseURL: URL) { self.baseURL = baseURL }

  /// Sends a request with `URLSession.shared`; JSON in, JSON out.
  /// - Throws: ``NetworkError/offline`` without a connection, ``NetworkError/unauthorized`` on
  ///   401, ``NetworkError/server(status:)`` on other non-2xx answers.
  public func send(_ request: APIRequest) async throws -> Data {
    var urlRequest = URLRequest(url: baseURL.appendingPathComponent(request.path))
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await URLSession.shared.data(for: urlRequest)
    } catch let error as URLError
      where [.notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .timedOut].contains(error.code)
    {
      throw NetworkError.offline
    }
    guard let http = response as? HTTPURLResponse else {
      throw NetworkError.invalidResponse("not an HTTP response")
    }
    switch http.statusCode {
    case 200..<300: return data
    case 401: throw NetworkError.unauthorized
    default: throw NetworkError.server(status: http.statusCode)
    }
  }
}
