import Foundation
import TesseraSync

/// A ``NetworkClient`` that answers from memory: a body or an error per path, and a log of the
/// requests it received. For previews and tests of the live services.
public final class StubNetworkClient: NetworkClient {
  private let state: Locked<(answers: [String: Result<Data, NetworkError>], requests: [APIRequest])>

  /// Creates a client with answers keyed by request path.
  public init(answers: [String: Result<Data, NetworkError>] = [:]) {
    state = Locked((answers, []))
  }

  /// Sets the answer for a path.
  public func answer(_ path: String, with result: Result<Data, NetworkError>) {
    state.withLock { $0.answers[path] = result }
  }

  /// The requests received so far, oldest first.
  public var requests: [APIRequest] { state.withLock { $0.requests } }

  /// Answers with the stored result for the request's path.
  /// - Throws: the stored error, or ``NetworkError/server(status:)`` 404 for an unknown path.
  public func send(_ request: APIRequest) async throws -> Data {
    let answer = state.withLock { s -> Result<Data, NetworkError>? in
      s.requests.append(request)
      return s.answers[request.path]
    }
    guard let answer else { throw NetworkError.server(status: 404) }
    return try answer.get()
  }
}
