import Foundation
import TesseraCommandLine
import TesseraFiles
import TesseraSync

/// What `tessera review` serves: the report page of one comparison, its images, and the apply and
/// stop calls, to requests that prove they come from the page it printed.
///
/// Every request must name the server as its host (`127.0.0.1:PORT` or `localhost:PORT`, so a
/// rebound DNS name is refused), must not come from another origin (`Origin`, `Sec-Fetch-Site`),
/// and must carry the session's random token (`?token=` or `X-Tessera-Token`). Only the images the
/// report lists are served; any other path is 404. Applying goes through ``DecisionPlan`` and
/// ``ReferenceFolder``: nothing outside the reference folder, nothing when a reference changed on
/// disk since the comparison.
final class ReviewSession: @unchecked Sendable {
  /// The comparison's report folder (its results and images).
  let reportFolder: String
  /// The reference folder, locked for the session.
  let references: ReferenceFolder
  /// The random token: 32 bytes as hex.
  let token: String
  let port: UInt16
  private let state: Locked<State>
  /// One apply at a time.
  private let applying = NSLock()

  private struct State {
    var summary: DiffSummary
    /// Paths applied during the session, with the decision.
    var applied: [String: ReviewDecisions.Choice] = [:]
    var files: [ReferenceFolder.Applied] = []
  }

  /// The images the page may ask for: the report's own.
  private let images: Set<String>

  /// Called when the page asks the server to stop.
  var onStop: @Sendable () -> Void = {}

  init(summary: DiffSummary, reportFolder: String, references: ReferenceFolder, port: UInt16, token: String) {
    self.reportFolder = reportFolder
    self.references = references
    self.port = port
    self.token = token
    state = Locked(State(summary: summary))
    images = Set(
      summary.entries.flatMap { [$0.baselineImage, $0.currentImage, $0.diffImage] }.compactMap { $0 }
        .filter(PathName.isSafeRelativePath))
  }

  /// A new random token: 32 bytes from the system's secure generator, as 64 hex digits.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let s = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }.joined()
  }

  /// The address printed for the reviewer.
  var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

  /// The files changed during the session.
  var appliedFiles: [ReferenceFolder.Applied] { state.withLock { $0.files } }

  /// Answers one request.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    if let refusal = refuse(request) { return refusal }
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"):
      return page()
    case ("GET", let path) where path.hasPrefix("/images/"):
      return image(String(path.dropFirst()))
    case ("POST", "/api/apply"):
      return apply(request.body)
    case ("POST", "/api/stop"):
      onStop()
      return .json(200, ["stopped": true])
    case (_, "/"), (_, "/index.html"), (_, "/api/apply"), (_, "/api/stop"):
      return .text(405, "method not allowed")
    default:
      return .text(404, "not found")
    }
  }

  /// The reason to refuse a request (host, origin or token), or nil.
  func refuse(_ request: HTTPRequest) -> HTTPResponse? {
    let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = request.headers["host"], hosts.contains(host.lowercased()) else {
      return .text(421, "this server answers only as 127.0.0.1:\(port)")
    }
    if let origin = request.headers["origin"], !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
      return .text(403, "requests from other origins are refused")
    }
    if let site = request.headers["sec-fetch-site"], site != "same-origin", site != "none" {
      return .text(403, "cross-site requests are refused")
    }
    let given = request.headers["x-tessera-token"] ?? request.query["token"] ?? ""
    guard Self.constantTimeEqual(given, token) else {
      return .text(403, "missing or wrong token: open the address `tessera review` printed")
    }
    return nil
  }

  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count else { return false }
    var difference: UInt8 = 0
    for i in x.indices { difference |= x[i] ^ y[i] }
    return difference == 0
  }

  private func page() -> HTTPResponse {
    let (summary, applied) = state.withLock { ($0.summary, $0.applied) }
    var shown = summary
    // Images applied in this session are shown as applied, not offered again.
    shown.applied = applied.isEmpty ? nil : applied.mapValues(\.rawValue)
    guard let bytes = try? DiffReportPage.html(shown, token: token) else {
      return .text(500, "the page could not be made")
    }
    return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: bytes)
  }

  private func image(_ name: String) -> HTTPResponse {
    guard images.contains(name), FilePaths.isFile(name, inside: reportFolder) else {
      return .text(404, "not found")
    }
    switch FileBytes.read(reportFolder + "/" + name, limit: 512 << 20, followLinks: false) {
    case .success(let bytes): return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
    case .failure: return .text(404, "not found")
    }
  }

  private struct Applied: Encodable {
    var folder: String
    var applied: [ReferenceFolder.Applied]
    var rejected: Int
  }

  private struct Failure: Encodable {
    var error: String
    var stale: [String]?
  }

  private func apply(_ body: [UInt8]) -> HTTPResponse {
    applying.lock()
    defer { applying.unlock() }
    do {
      let file = try ReviewDecisions.decode(body, source: "the page's decisions")
      let (summary, applied) = state.withLock { ($0.summary, $0.applied) }
      if let again = file.decisions.first(where: { applied[$0.path] != nil && $0.decision != .reject }) {
        throw InputError("\(Escape.console(again.path)) was already applied in this review")
      }
      let report = reportFolder
      let plan = DecisionPlan(summary: summary) { entry in
        guard let name = entry.currentImage, FilePaths.isFile(name, inside: report) else {
          throw InputError("the report holds no new image for \(Escape.console(entry.path))")
        }
        return try Acceptance.read(report + "/" + name)
      }
      let outcome = try plan.changes(for: file.decisions, in: references)
      let done = try references.apply(outcome.changes)
      state.withLock { s in
        for d in file.decisions where d.decision != .reject { s.applied[d.path] = d.decision }
        s.files += done
      }
      Console.out(
        "tessera review: applied \(file.decisions.count - outcome.rejected.count) decision(s): \(done.count) file(s) changed in \(Escape.console(references.path)); \(outcome.rejected.count) rejected, left as they are"
      )
      for line in DecisionPlan.lines(done, folder: references.path) { Console.out(line) }
      return .json(200, Applied(folder: references.path, applied: done, rejected: outcome.rejected.count))
    } catch let stale as ReferenceFolder.Stale {
      Console.error("tessera review: \(stale)")
      return .json(409, Failure(error: "\(stale)", stale: stale.files.map(\.path)))
    } catch {
      Console.error("tessera review: nothing applied: \(error)")
      return .json(400, Failure(error: "\(error)"))
    }
  }
}
