import Foundation
import TesseraCommandLine
import TesseraFiles
import TesseraPNG

/// Turns a reviewer's decisions on a comparison into changes of its reference folder: the rules
/// that `tessera review` and `tessera accept` share.
///
/// Every decision must name a changed, added or removed image of the comparison, with the status
/// and digests the comparison recorded; the new image it accepts must still have the digest the
/// reviewer saw. All problems are reported at once, and then nothing is applied.
struct DecisionPlan {
  /// The comparison decided on.
  var summary: DiffSummary
  /// Reads an entry's new image (from the report's copy, or the folder of new images).
  var newImage: (DiffEntry) throws -> [UInt8]

  /// What the decisions come to.
  struct Outcome {
    var changes: [ReferenceFolder.Change]
    /// Paths whose references stay as they are.
    var rejected: [String]
  }

  /// The most problems listed in one error.
  static let listedProblems = 20

  /// The changes the decisions ask for.
  /// - Throws: ``InputError`` listing every decision that cannot be applied.
  func changes(for decisions: [ReviewDecisions.Decision], in folder: ReferenceFolder) throws -> Outcome {
    let entries = Dictionary(summary.entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var problems: [String] = []
    var changes: [ReferenceFolder.Change] = []
    var rejected: [String] = []
    var planned: Set<String> = []
    for d in decisions {
      let shown = Escape.console(d.path)
      guard let entry = entries[d.path] else {
        problems.append("\(shown) is not an image of this comparison")
        continue
      }
      guard [.changed, .added, .removed].contains(entry.status) else {
        problems.append("\(shown) is \(entry.status.rawValue) in this comparison: there is nothing to decide")
        continue
      }
      guard d.status == entry.status else {
        problems.append(
          "\(shown) was decided as \(d.status.rawValue), but it is \(entry.status.rawValue) in this comparison"
        )
        continue
      }
      guard d.baselineDigest == entry.baselineDigest, d.currentDigest == entry.currentDigest else {
        problems.append("\(shown): the decision was made on another comparison (its images' digests differ)")
        continue
      }
      func newBytes() throws -> [UInt8] {
        let bytes = try newImage(entry)
        guard SHA256.hex(bytes) == entry.currentDigest else {
          throw InputError("\(shown): the new image is no longer the one compared (its digest differs)")
        }
        // Only an image goes into a reference folder: bytes the report's digest matches but that
        // are no PNG Tessera can read (or an animated one) are refused.
        do { try PNG.requireStill(bytes) } catch {
          throw InputError("\(shown): the new image is not a PNG image Tessera can read (\(error))")
        }
        return bytes
      }
      do {
        switch (d.decision, entry.status) {
        case (.reject, _):
          rejected.append(d.path)
        case (.accept, .changed), (.accept, .added):
          changes.append(.write(path: d.path, bytes: try newBytes(), expected: entry.baselineDigest))
          planned.insert(d.path)
        case (.accept, _):  // removed: the reference and its alternates go
          if let digest = entry.baselineDigest { changes.append(.delete(path: d.path, expected: digest)) }
          for alternate in entry.alternates ?? [] {
            changes.append(.delete(path: alternate.path, expected: alternate.digest))
          }
        case (.alternate, .changed):
          let name = try folder.freeAlternate(of: d.path, besides: planned)
          planned.insert(name)
          changes.append(.write(path: name, bytes: try newBytes(), expected: nil))
        case (.alternate, _):
          problems.append(
            "\(shown) is \(entry.status.rawValue): only a changed image can be accepted as an alternate reference"
          )
        }
      } catch {
        problems.append("\(error)")
      }
    }
    if !problems.isEmpty {
      var text =
        "\(problems.count) decision\(problems.count == 1 ? "" : "s") cannot be applied; nothing was applied:\n"
      text += problems.prefix(Self.listedProblems).map { "  " + $0 }.joined(separator: "\n")
      if problems.count > Self.listedProblems {
        text += "\n  …and \(problems.count - Self.listedProblems) more"
      }
      throw InputError(text)
    }
    return Outcome(changes: changes, rejected: rejected)
  }

  /// The lines printed after applying: each file changed, relative to the reference folder's path
  /// as given (ready for `git add`).
  static func lines(_ applied: [ReferenceFolder.Applied], folder: String) -> [String] {
    applied.map {
      "  \($0.action.padding(toLength: 8, withPad: " ", startingAt: 0)) \(Escape.console(folder))/\(Escape.console($0.path))"
    }
  }
}
