import Foundation
import TesseraPNG
import TesseraRaster
import Testing

/// Test support shared by Tessera's own test targets, until the snapshot library replaces it.
///
/// Compares a rendered pixmap with its reference PNG under
/// `Snapshots/<TestTarget>/<TestFile>/<test>.<name>.png`, exactly (every byte of every pixel).
///
/// Until the snapshot library lands (it will replace this helper), the record rules are:
/// a missing reference is written and the test fails once saying so; under `CI` it is never
/// written and the test fails; `TESSERA_RECORD=all` rewrites every reference that differs.
/// On a mismatch the actual image is written to `.build/tessera-artifacts/` and named.
public func expectMatchesReference(
  _ pixmap: Pixmap, named name: String, filePath: String = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = URL(fileURLWithPath: filePath)
  let testFile = file.deletingPathExtension().lastPathComponent
  let target = file.deletingLastPathComponent().lastPathComponent
  let root = packageRoot(from: file)
  let test = String(function.prefix { $0 != "(" })
  let dir = root.appendingPathComponent("Snapshots/\(target)/\(testFile)")
  let path = dir.appendingPathComponent("\(test).\(name).png").path
  let env = ProcessInfo.processInfo.environment
  let recordAll = env["TESSERA_RECORD"] == "all"

  func record() {
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try PNG.write(pixmap, to: path)
    } catch {
      Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
    }
  }

  guard FileManager.default.fileExists(atPath: path) else {
    if env["CI"] != nil && !recordAll {
      Issue.record(
        "missing reference \(path) (references are never recorded under CI)", sourceLocation: sourceLocation)
    } else {
      record()
      Issue.record(
        "recorded new reference \(path); look at it, then run the tests again", sourceLocation: sourceLocation
      )
    }
    return
  }
  let expected: Pixmap
  do {
    expected = try PNG.read(contentsOf: path)
  } catch {
    Issue.record("cannot read reference: \(error)", sourceLocation: sourceLocation)
    return
  }
  guard expected.width == pixmap.width, expected.height == pixmap.height else {
    if recordAll { return record() }
    Issue.record(
      "size differs from \(path): expected \(expected.width)x\(expected.height), got \(pixmap.width)x\(pixmap.height)",
      sourceLocation: sourceLocation)
    return
  }
  if expected.pixels == pixmap.pixels { return }
  if recordAll { return record() }
  var differing = 0
  var largest: UInt32 = 0
  for (a, b) in zip(expected.pixels, pixmap.pixels) where a != b {
    differing += 1
    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
      let da = (a >> shift) & 0xFF
      let db = (b >> shift) & 0xFF
      largest = max(largest, da > db ? da - db : db - da)
    }
  }
  let artifacts = root.appendingPathComponent(".build/tessera-artifacts/\(target)/\(testFile)")
  let actualPath = artifacts.appendingPathComponent("\(test).\(name).actual.png").path
  try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
  try? PNG.write(pixmap, to: actualPath)
  Issue.record(
    "\(differing) pixels differ from \(path) (largest channel delta \(largest)); actual image: \(actualPath); to accept it: TESSERA_RECORD=all swift test --filter \(test)",
    sourceLocation: sourceLocation)
}

/// The folder holding Package.swift, found upwards from a source file (the file itself when none).
public func packageRoot(from file: URL) -> URL {
  var dir = file.deletingLastPathComponent()
  while dir.path != "/" {
    if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
    dir = dir.deletingLastPathComponent()
  }
  return file.deletingLastPathComponent()
}
