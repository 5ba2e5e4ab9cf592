import Foundation
import TesseraAudit
import TesseraGeometry
import TesseraSnapshot
import TesseraUI

/// A request to a render worker: render (or sweep) the job at `index` of the run's job list, which
/// the worker computes from the same arguments as its parent.
struct WorkerRequest: Codable, Sendable {
  /// What to do with the job.
  enum Kind: String, Codable, Sendable {
    /// Render the image (audited when the run audits).
    case render
    /// The Dynamic Type sweep of the job's preview.
    case sweep
  }
  var kind: Kind
  /// The job's position in the run's list.
  var index: Int
  /// What the folder holds at the job's path (render only).
  var existing: JobOutput.Existing?

  /// The request as a frame.
  func frame() throws -> [UInt8] { WorkerWire.frame([Array(try JSONEncoder().encode(self))]) }
}

/// A render worker's answer: a header and the parts it names by position.
struct WorkerReply: Codable, Sendable {
  /// Why the job failed (an error it threw), or nil.
  var error: String?
  var width = 0
  var height = 0
  var digest = ""
  /// Positions of the PNG, the tree text and the overlay PNG among the frame's parts.
  var png: Int?
  var tree: Int?
  var overlay: Int?
  var audit: WireAudit?
  var sweep: [WireSweepFinding]?
  var warnings: [String]?

  /// A reply for a job that threw.
  init(error: String? = nil) { self.error = error }

  /// The reply that carries `output`, with its parts.
  static func frame(_ output: JobOutput) throws -> [UInt8] {
    var reply = WorkerReply(error: nil)
    reply.width = output.width
    reply.height = output.height
    reply.digest = output.digest
    var parts: [[UInt8]] = [[]]
    if let p = output.png {
      reply.png = parts.count
      parts.append(p)
    }
    if let t = output.tree {
      reply.tree = parts.count
      parts.append(t)
    }
    if let o = output.overlay {
      reply.overlay = parts.count
      parts.append(o)
    }
    reply.audit = output.audit.map(WireAudit.init)
    reply.warnings = output.warnings.isEmpty ? nil : output.warnings
    parts[0] = Array(try JSONEncoder().encode(reply))
    return WorkerWire.frame(parts)
  }

  /// The output a reply frame carries, or the error it names.
  static func output(_ parts: [[UInt8]]) throws -> Result<JobOutput, WorkerJobError> {
    guard let head = parts.first else { throw WorkerWire.ReadFailure.malformed }
    let reply = try JSONDecoder().decode(WorkerReply.self, from: Data(head))
    if let error = reply.error { return .failure(WorkerJobError(message: error)) }
    func part(_ i: Int?) throws -> [UInt8]? {
      guard let i else { return nil }
      guard i > 0, i < parts.count else { throw WorkerWire.ReadFailure.malformed }
      return parts[i]
    }
    return .success(
      JobOutput(
        width: reply.width, height: reply.height, digest: reply.digest, png: try part(reply.png),
        tree: try part(reply.tree), overlay: try part(reply.overlay), audit: try reply.audit?.result(),
        warnings: reply.warnings ?? []))
  }

  /// A sweep's reply frame.
  static func frame(sweep findings: [DynamicTypeSweep.Finding]) throws -> [UInt8] {
    var reply = WorkerReply(error: nil)
    reply.sweep = findings.map(WireSweepFinding.init)
    return WorkerWire.frame([Array(try JSONEncoder().encode(reply))])
  }

  /// An error reply's frame.
  static func frame(error: String) -> [UInt8] {
    WorkerWire.frame([Array((try? JSONEncoder().encode(WorkerReply(error: error))) ?? Data())])
  }

  /// The sweep findings a reply frame carries, or the error it names.
  static func sweep(_ parts: [[UInt8]]) throws -> Result<[DynamicTypeSweep.Finding], WorkerJobError> {
    guard let head = parts.first else { throw WorkerWire.ReadFailure.malformed }
    let reply = try JSONDecoder().decode(WorkerReply.self, from: Data(head))
    if let error = reply.error { return .failure(WorkerJobError(message: error)) }
    return .success(try (reply.sweep ?? []).map { try $0.decoded() })
  }
}

/// An error a job threw inside a worker, in its words.
struct WorkerJobError: Error, CustomStringConvertible, Sendable {
  var message: String
  var description: String { message }
}

/// An audit finding on the wire.
struct WireFinding: Codable, Sendable {
  var kind: String
  var path: String
  var frame: [Double]
  var reason: String
  var suppressedBecause: String?

  init(_ f: AuditFinding) {
    kind = f.kind.name
    path = f.path
    frame = [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height]
    reason = f.reason
    suppressedBecause = f.suppressedBecause
  }

  func decoded() throws -> AuditFinding {
    guard let k = AuditKind(name: kind), frame.count == 4 else { throw WorkerWire.ReadFailure.malformed }
    return AuditFinding(
      kind: k, path: path, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
      reason: reason, suppressedBecause: suppressedBecause)
  }
}

/// An audit result on the wire.
struct WireAudit: Codable, Sendable {
  var findings: [WireFinding]
  var suppressed: [WireFinding]
  var notes: [String]

  init(_ r: AuditResult) {
    findings = r.findings.map(WireFinding.init)
    suppressed = r.suppressed.map(WireFinding.init)
    notes = r.notes
  }

  func result() throws -> AuditResult {
    AuditResult(
      findings: try findings.map { try $0.decoded() }, suppressed: try suppressed.map { try $0.decoded() },
      notes: notes)
  }
}

/// A Dynamic Type sweep finding on the wire (sizes by their position in `allCases`).
struct WireSweepFinding: Codable, Sendable {
  var finding: WireFinding
  var firstSize: Int
  var sizes: [Int]

  init(_ f: DynamicTypeSweep.Finding) {
    finding = WireFinding(f.finding)
    let all = DynamicTypeSize.allCases
    firstSize = all.firstIndex(of: f.firstSize) ?? 0
    sizes = f.sizes.compactMap { all.firstIndex(of: $0) }
  }

  func decoded() throws -> DynamicTypeSweep.Finding {
    let all = DynamicTypeSize.allCases
    guard all.indices.contains(firstSize), sizes.allSatisfy(all.indices.contains) else {
      throw WorkerWire.ReadFailure.malformed
    }
    return DynamicTypeSweep.Finding(
      finding: try finding.decoded(), firstSize: all[firstSize], sizes: sizes.map { all[$0] })
  }
}
