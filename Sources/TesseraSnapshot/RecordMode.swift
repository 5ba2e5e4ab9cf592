import Foundation

/// When references are written, as swift-snapshot-testing's record modes.
///
/// Chosen, first match wins: the `record:` argument of the assertion, a `.snapshotRecord(_:)`
/// test or suite trait, the `TESSERA_RECORD` environment variable (`all`, `failed`, `missing`,
/// `never`), and otherwise `.missing` on a developer machine but `.never` when `CI` is set, so CI
/// never writes a reference silently.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write every reference that does not match (and fail, so a run in this mode never passes).
  case all
  /// Write references for failing snapshots (and fail once).
  case failed
  /// Write missing references only (and fail once, saying so).
  case missing
  /// Write nothing: a missing reference fails.
  case never

  @TaskLocal static var fromTrait: RecordMode? = nil

  /// The mode in force for an assertion with `argument`.
  public static func current(argument: RecordMode?) -> RecordMode {
    if let argument { return argument }
    if let t = fromTrait { return t }
    // getenv: ProcessInfo's environment is rebuilt as a dictionary on every call.
    if let v = getenv("TESSERA_RECORD"), let m = RecordMode(rawValue: String(cString: v).lowercased()) {
      return m
    }
    return getenv("CI") != nil ? .never : .missing
  }
}
