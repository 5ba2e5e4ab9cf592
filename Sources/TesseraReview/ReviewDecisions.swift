import Foundation
import TesseraCommandLine
import TesseraFiles

/// A reviewer's decisions on the images of a comparison: what the report page exports as
/// `decisions.json` (applied by `tessera accept`) and sends to `tessera review` to apply.
///
/// ```json
/// {"tool": "tessera-decisions", "format": 1, "baseline": "Snapshots/Previews",
///  "current": "Output/verify", "report": "Output/diff-report",
///  "decisions": [{"path": "A/b@2x.png", "status": "changed", "decision": "accept",
///                 "baselineDigest": "…", "currentDigest": "…"}]}
/// ```
///
/// Each decision names an image of the comparison by its path and carries the SHA-256 digests the
/// comparison recorded, so a decision is never applied to another comparison's images.
struct ReviewDecisions: Codable, Sendable {
  /// What a reviewer decided about one image.
  enum Choice: String, Codable, Sendable, CaseIterable {
    /// The new image becomes the reference (an added image is added; a removed one is deleted).
    case accept
    /// The new image becomes one more accepted reference beside the old one (`NAME~altN.png`).
    case alternate
    /// The reference stays as it is.
    case reject
  }

  /// One decision.
  struct Decision: Codable, Sendable, Equatable {
    /// The image's path relative to the reference folder.
    var path: String
    /// The image's status in the comparison (`changed`, `added`, `removed`).
    var status: DiffEntry.Status
    var decision: Choice
    /// The digests the comparison recorded (see ``DiffEntry``).
    var baselineDigest: String?
    var currentDigest: String?
  }

  /// Always `tessera-decisions`: says what the file is.
  var tool = "tessera-decisions"
  /// The file's format version: 1.
  var format = 1
  /// The reference folder and the folder of new images, as the comparison named them.
  var baseline: String
  var current: String
  /// The report folder the decisions were made in, as the comparison named it.
  var report: String?
  var decisions: [Decision]

  /// The largest decisions file read: 64 MiB.
  static let maximumSize = 64 << 20

  /// Reads and checks a decisions file.
  /// - Throws: ``InputError`` naming the file and the problem.
  static func read(_ path: String) throws -> ReviewDecisions {
    let shown = Escape.console(path)
    let bytes: [UInt8]
    switch FileBytes.read(path, limit: maximumSize) {
    case .success(let b): bytes = b
    case .failure(.tooLarge): throw InputError("\(shown) is larger than 64 MiB; it is not a decisions file")
    case .failure(let failure): throw InputError("cannot read the decisions file \(shown): \(failure.words)")
    }
    return try decode(bytes, source: shown)
  }

  /// Decodes and checks decisions (a file's bytes or a request's body).
  /// - Parameter source: what the bytes are, for messages.
  static func decode(_ bytes: [UInt8], source: String) throws -> ReviewDecisions {
    let decisions: ReviewDecisions
    do { decisions = try JSONDecoder().decode(ReviewDecisions.self, from: Data(bytes)) } catch {
      throw InputError("\(source) is not a Tessera decisions file: \(Escape.console(Self.words(error)))")
    }
    guard decisions.tool == "tessera-decisions" else {
      throw InputError(
        "\(source) is not a Tessera decisions file (its \"tool\" is not \"tessera-decisions\")")
    }
    guard decisions.format == 1 else {
      throw InputError(
        "\(source) has format \(decisions.format); this Tessera reads format 1: update Tessera")
    }
    var seen: Set<String> = []
    for d in decisions.decisions where !seen.insert(d.path).inserted {
      throw InputError("\(source) decides about \(Escape.console(d.path)) twice")
    }
    return decisions
  }

  /// A decoding error in words (the key or value at fault, not a framework's dump).
  private static func words(_ error: Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted(let c)?: return c.debugDescription
    case .keyNotFound(let key, let c)?:
      return "\"\(key.stringValue)\" is missing" + where_(c)
    case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?:
      return c.debugDescription + where_(c)
    default: return "\(error)"
    }
  }

  private static func where_(_ c: DecodingError.Context) -> String {
    let path = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    return path.isEmpty ? "" : " (at \(path))"
  }
}
