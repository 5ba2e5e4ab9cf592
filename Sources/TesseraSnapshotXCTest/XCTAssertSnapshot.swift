import TesseraSnapshot
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
