import Foundation
import TesseraFiles
import TesseraPNG
import TesseraSync
import Testing

/// Names given to unnamed snapshots: 1, 2, 3… per test.
private let counters = Locked<[String: Int]>([:])

/// Checks a value against its reference snapshot, with Swift Testing.
///
/// Missing references are recorded (and the test fails once, saying so) unless recording is off
/// (`CI` set, or record mode `never`); a reference that matches, within the strategy's
/// tolerance, is never rewritten; writes are atomic. A mismatch writes the actual, expected,
/// diff and side-by-side images to the artifacts folder and names them, with the command that
/// accepts the new image.
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How it becomes a snapshot and is compared.
///   - name: The snapshot's name within the test; default "1", "2"… in call order.
///   - record: Overrides the record mode (see ``RecordMode``).
/// - Returns: What happened, for callers that want the details (XCTest users assert on it).
@discardableResult
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: RecordMode? = nil, filePath: String = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotReport {
  let report = verifySnapshot(
    of: value, as: strategy, named: name, record: record, filePath: filePath, function: function)
  if report.failed { Issue.record(Comment(rawValue: report.message), sourceLocation: sourceLocation) }
  for warning in report.warnings {
    Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: sourceLocation)
  }
  return report
}

/// The check behind ``assertSnapshot(of:as:named:record:filePath:function:sourceLocation:)``,
/// without reporting an issue: usable from XCTest or any other runner.
public func verifySnapshot<Value, Format>(
  of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
  record: RecordMode? = nil, filePath: String, function: String
) -> SnapshotReport {
  let counterKey = filePath + "#" + function
  let resolvedName =
    name
    ?? String(
      counters.withLock { c -> Int in
        c[counterKey, default: 0] += 1
        return c[counterKey, default: 1]
      })
  guard let audited = strategy.audited else {
    return verifySnapshot(
      of: value, as: strategy, resolvedName: resolvedName, record: record, filePath: filePath,
      function: function)
  }
  // One render gives the image, the findings and the accessibility tree.
  let made: (Format, SnapshotAuditOutput)
  do {
    made = try audited(value())
  } catch {
    return SnapshotReport(
      outcome: .error, referencePath: "", message: "could not make the snapshot \(resolvedName): \(error)",
      artifacts: [])
  }
  var plain = strategy
  plain.audited = nil
  plain.snapshot = { _ in made.0 }
  var report = verifySnapshot(
    of: value, as: plain, resolvedName: resolvedName, record: record, filePath: filePath, function: function)
  let output = made.1
  report.audit = output.result
  if output.policy.recordsAccessibilityTree {
    var tree = Snapshotting<String, String>.lines
    tree.pathExtension = "a11y.txt"
    let treeReport = verifySnapshot(
      of: { output.tree.text }, as: tree, resolvedName: resolvedName, record: record, filePath: filePath,
      function: function)
    if treeReport.failed {
      if report.outcome == .matched { report.outcome = treeReport.outcome }
      report.message += (report.message.isEmpty ? "" : "\n") + "accessibility tree: " + treeReport.message
      report.artifacts += treeReport.artifacts
    }
  }
  let findings = output.result.findings.map { "  " + $0.description }
  if !findings.isEmpty {
    let head = "audit of \(resolvedName): \(findings.count) finding\(findings.count == 1 ? "" : "s")"
    switch output.policy.mode {
    case .fail:
      if report.outcome == .matched { report.outcome = .failed }
      report.message += (report.message.isEmpty ? "" : "\n") + head + "\n" + findings.joined(separator: "\n")
      report.message += "\n(state an intended finding in code with .auditIgnored(.kind, reason:))"
    case .warn:
      report.warnings.append(head + "\n" + findings.joined(separator: "\n"))
    case .off:
      break
    }
  }
  return report
}

/// The check of one snapshot under its resolved name.
func verifySnapshot<Value, Format>(
  of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, resolvedName: String,
  record: RecordMode?, filePath: String, function: String
) -> SnapshotReport {
  let location = SnapshotLocation.resolve(
    filePath: filePath, function: function, name: resolvedName, pathExtension: strategy.pathExtension)
  let path = location.referencePath
  SnapshotHousekeeping.noteUse(path)
  let mode = RecordMode.current(argument: record)
  let testName = String(function.prefix { $0 != "(" })
  let accept = "TESSERA_RECORD=failed swift test --filter \(testName)"

  func report(_ o: SnapshotReport.Outcome, _ message: String, _ artifacts: [String] = []) -> SnapshotReport {
    SnapshotReport(outcome: o, referencePath: path, message: message, artifacts: artifacts)
  }
  let owner = "\(testName) in \((filePath as NSString).lastPathComponent), snapshot \"\(resolvedName)\""
  if let first = SnapshotNames.claim(path, owner: owner) {
    return report(
      .error,
      "two snapshots map to one reference file \(path): \(first), and \(owner); give them names that differ in letters or digits (case alone does not count)"
    )
  }
  // References are fsynced (a power loss never leaves a partial one); failure artifacts are
  // written again by every failing run, so they skip it.
  func write(_ bytes: [UInt8], to file: String, durable: Bool = true) throws {
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try AtomicFile.write(bytes, to: file, durable: durable)
  }

  let actual: Format
  do {
    actual = try strategy.snapshot(value())
  } catch {
    return report(.error, "could not make the snapshot \(resolvedName): \(error)")
  }
  // Encoded only when something is written: a matching check never pays for it.
  func actualBytes() throws -> [UInt8] { try strategy.diffing.toData(actual) }

  guard FileManager.default.fileExists(atPath: path) else {
    if mode == .never {
      return report(
        .missing,
        "missing reference \(path); recording is off (CI is set or TESSERA_RECORD=never). Record it on a development machine: TESSERA_RECORD=missing swift test --filter \(testName)"
      )
    }
    do {
      try write(try actualBytes(), to: path)
    } catch {
      return report(.error, "could not record \(path): \(error)")
    }
    // Written from these pixels just now: its digest is theirs.
    if let identity = VerifiedReferences.identity(of: path) {
      VerifiedReferences.insert(identity, list: location.artifactsRoot + "/verified-references.txt")
    }
    return report(.recorded, "recorded a new reference \(path); look at it, then run the test again")
  }

  let reference: Format
  // The stored digest's word is taken only for a file whose digest was checked against its own
  // pixels before (VerifiedReferences); otherwise the file is decoded and compared.
  let identity = VerifiedReferences.identity(of: path)
  let verifiedList = location.artifactsRoot + "/verified-references.txt"
  var digestSaysSame = false
  do {
    let bytes = try PNG.readFile(path)
    if let same = strategy.diffing.storedDataIsIdentical, same(bytes, actual) {
      if let identity, VerifiedReferences.contains(identity, list: verifiedList) {
        return report(.matched, "")
      }
      digestSaysSame = true
    }
    reference = try strategy.diffing.fromData(bytes, path)
  } catch {
    return report(
      .error,
      "the reference \(path) cannot be read (\(error)); it was left as it is. Delete it and record again, or restore it from version control."
    )
  }
  let outcome = strategy.diffing.diff(reference, actual)
  if outcome.matches {
    if digestSaysSame, let identity, identity == VerifiedReferences.identity(of: path) {
      VerifiedReferences.insert(identity, list: verifiedList)
    }
    return report(.matched, "")
  }
  // Alternate references (`NAME~altN.EXT` beside the reference): further accepted looks.
  let alternates = alternateReferences(of: path)
  for alternate in alternates {
    guard let bytes = try? PNG.readFile(alternate),
      let other = try? strategy.diffing.fromData(bytes, alternate)
    else { continue }
    if strategy.diffing.diff(other, actual).matches {
      return report(.matched, "matches the alternate reference \(alternate)")
    }
  }

  if mode == .all || mode == .failed {
    do {
      try write(try actualBytes(), to: path)
    } catch {
      return report(.error, "could not re-record \(path): \(error)")
    }
    return report(.rerecorded, "re-recorded \(path) (record mode \(mode.rawValue)): \(outcome.message)")
  }
  var written: [String] = []
  var unwritten: [String] = []
  for a in outcome.artifacts {
    let file = "\(location.artifactsFolder)/\(location.baseName).\(a.suffix).\(strategy.pathExtension)"
    do {
      try write(a.bytes, to: file, durable: false)
      written.append(file)
    } catch {
      unwritten.append("\(error)")
    }
  }
  var message = "snapshot \"\(resolvedName)\" does not match \(path): \(outcome.message)"
  if !alternates.isEmpty {
    message +=
      " (nor \(alternates.count == 1 ? "its alternate reference" : "any of its \(alternates.count) alternate references"): \(alternates.joined(separator: ", ")))"
  }
  if !written.isEmpty { message += "\nartifacts:\n" + written.map { "  " + $0 }.joined(separator: "\n") }
  if !unwritten.isEmpty {
    message +=
      "\ncould not write \(unwritten.count) artifact(s):\n"
      + unwritten.map { "  " + $0 }.joined(separator: "\n")
  }
  message += "\nto accept the new snapshot: \(accept)"
  return report(.failed, message, written)
}

/// The alternate references of the reference at `path` (`NAME~altN.EXT` beside it), by number.
func alternateReferences(of path: String) -> [String] {
  let folder = (path as NSString).deletingLastPathComponent
  let name = (path as NSString).lastPathComponent
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else {
    return []
  }
  return names.compactMap { candidate -> (Int, String)? in
    guard let primary = ReferenceAlternates.primary(of: candidate), primary.path == name else { return nil }
    return (primary.number, folder.isEmpty ? candidate : folder + "/" + candidate)
  }.sorted { $0.0 < $1.0 }.map(\.1)
}
