import Foundation
import Testing

/// Compares text (a display-list or layout dump) with its reference file under
/// `Snapshots/<TestTarget>/<TestFile>/<test>.<name>.txt`, with the same record rules as
/// ``expectMatchesReference(_:named:filePath:function:sourceLocation:)``.
public func expectMatchesTextReference(
  _ text: String, named name: String, filePath: String = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = URL(fileURLWithPath: filePath)
  let dir = packageRoot(from: file).appendingPathComponent(
    "Snapshots/\(file.deletingLastPathComponent().lastPathComponent)/\(file.deletingPathExtension().lastPathComponent)"
  )
  let test = String(function.prefix { $0 != "(" })
  let path = dir.appendingPathComponent("\(test).\(name).txt").path
  let env = ProcessInfo.processInfo.environment
  let content = text.hasSuffix("\n") ? text : text + "\n"
  func record() {
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try content.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
    }
  }
  guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
    if env["CI"] != nil && env["TESSERA_RECORD"] != "all" {
      Issue.record("missing text reference \(path) (never recorded under CI)", sourceLocation: sourceLocation)
    } else {
      record()
      Issue.record(
        "recorded new text reference \(path); read it, then run the tests again",
        sourceLocation: sourceLocation)
    }
    return
  }
  if expected == content { return }
  if env["TESSERA_RECORD"] == "all" { return record() }
  let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let b = content.split(separator: "\n", omittingEmptySubsequences: false)
  let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
  Issue.record(
    "\(path) differs at line \(line + 1):\n  expected: \(line < a.count ? String(a[line]) : "<end>")\n  actual:   \(line < b.count ? String(b[line]) : "<end>")\nto accept: TESSERA_RECORD=all swift test --filter \(test)",
    sourceLocation: sourceLocation)
}
