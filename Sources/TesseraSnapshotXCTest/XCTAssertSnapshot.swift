import TesseraSnapshot
import TesseraUI
import XCTest

/// Checks a value against its reference snapshot in an XCTest test case, with the same rules as
/// the Swift Testing assertion (see `Docs/SnapshotTesting.md`); failures are reported with
/// `XCTFail` at the call site.
/// - Returns: What happened.
@discardableResult
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: RecordMode? = nil, file: StaticString = #filePath, function: String = #function, line: UInt = #line
) -> SnapshotReport {
  let report = verifySnapshot(
    of: value, as: strategy, named: name, record: record, filePath: "\(file)", function: function)
  if report.failed { XCTFail(report.message, file: file, line: line) }
  return report
}

/// Checks a preview against its reference images, one per variant, in an XCTest test case (the
/// rules of the Swift Testing assertion); each failure is reported with `XCTFail`, naming the
/// preview and variant.
/// - Returns: One report per variant.
@MainActor @discardableResult
public func assertSnapshot(
  of preview: Preview, variants: [PreviewVariant] = [.standard], scale: Double = 2,
  tolerance: ImageTolerance = .exact, record: RecordMode? = nil, audit: SnapshotAudit = .environmentDefault,
  file: StaticString = #filePath,
  function: String = #function, line: UInt = #line
) -> [SnapshotReport] {
  let reports = verifySnapshots(
    of: preview, variants: variants, scale: scale, tolerance: tolerance, record: record, audit: audit,
    filePath: "\(file)",
    function: function)
  for report in reports where report.failed { XCTFail(report.message, file: file, line: line) }
  for report in reports {
    for warning in report.warnings {
      FileHandle.standardError.write(Data(("warning: " + warning + "\n").utf8))
    }
  }
  return reports
}

/// Checks every preview of `module` (``Previews/all(in:)``) in an XCTest test case: XCTest's
/// one-line equivalent of the parameterized Swift Testing test. A module with no previews fails,
/// saying so (it is probably not a dependency of the test target).
/// - Returns: The reports of every preview and variant.
@MainActor @discardableResult
public func assertPreviewSnapshots(
  in module: String, variants: [PreviewVariant] = [.standard], scale: Double = 2,
  tolerance: ImageTolerance = .exact, record: RecordMode? = nil, audit: SnapshotAudit = .environmentDefault,
  file: StaticString = #filePath,
  function: String = #function, line: UInt = #line
) -> [SnapshotReport] {
  let previews = Previews.all(in: module)
  guard !previews.isEmpty else {
    let known = Previews.modules
    XCTFail(
      "no previews found in module \(module); modules with previews: \(known.isEmpty ? "none" : known.joined(separator: ", ")) (a module is searched only when the test target depends on it)",
      file: file, line: line)
    return []
  }
  return previews.flatMap {
    assertSnapshot(
      of: $0, variants: variants, scale: scale, tolerance: tolerance, record: record, audit: audit,
      file: file,
      function: function, line: line)
  }
}
