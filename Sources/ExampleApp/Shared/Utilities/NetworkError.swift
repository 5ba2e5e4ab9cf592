/// Why a call to the API failed, in terms the features act on.
public enum NetworkError: Error, Hashable, Sendable {
  /// No connection: the device is offline.
  case offline
  /// The server refused the credentials or session (HTTP 401).
  case unauthorized
  /// The server answered with another error status.
  case server(status: Int)
  /// The answer could not be understood (the detail says why).
  case invalidResponse(String)
}
