import Foundation

/// One call to the shop's API: a method, a path below the API's base address and a JSON body.
public struct APIRequest: Hashable, Sendable {
  /// An HTTP method.
  public enum Method: String, Hashable, Sendable {
    /// Reads.
    case get = "GET"
    /// Creates (a session, say).
    case post = "POST"
  }

  /// The HTTP method.
  public let method: Method
  /// The path below the API's base address, such as `/products`.
  public let path: String
  /// The JSON body, or nil.
  public let body: Data?

  /// Creates a request.
  public init(method: Method, path: String, body: Data? = nil) {
    self.method = method
    self.path = path
    self.body = body
  }
}
