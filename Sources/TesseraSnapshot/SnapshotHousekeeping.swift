import Foundation
import TesseraFiles
import TesseraSync

/// Finds and deletes references no test uses any more.
///
/// Run the tests with `TESSERA_SNAPSHOT_USAGE_LOG=<file>`: every check appends the reference it
/// used to that file. Then ``unusedReferences(in:usageLog:)`` lists the reference files under a
/// snapshots folder that no check used, and ``deleteUnusedReferences(in:usageLog:)`` removes them.
public enum SnapshotHousekeeping {
  private static let lock = Locked(())

  /// Appends a used reference to the usage log named by `TESSERA_SNAPSHOT_USAGE_LOG`, if set.
  static func noteUse(_ path: String) {
    guard let value = getenv("TESSERA_SNAPSHOT_USAGE_LOG") else { return }
    let log = String(cString: value)
    guard !log.isEmpty else { return }
    lock.withLock { _ in
      guard let data = (URL(fileURLWithPath: path).standardizedFileURL.path + "\n").data(using: .utf8) else {
        return
      }
      if let handle = FileHandle(forWritingAtPath: log) {
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data)
      } else {
        _ = FileManager.default.createFile(atPath: log, contents: data)
      }
    }
  }

  /// Reference files (`.png`, `.txt`) under `folder`, in name order.
  public static func references(in folder: String) -> [String] {
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    return files.filter { $0.hasSuffix(".png") || $0.hasSuffix(".txt") }
      .map { URL(fileURLWithPath: folder + "/" + $0).standardizedFileURL.path }
  }

  /// References under `folder` that the usage log does not list (an alternate reference counts as
  /// used when its reference is).
  /// - Throws: an error naming the log when it cannot be read.
  public static func unusedReferences(in folder: String, usageLog: String) throws -> [String] {
    let used = Set(
      try String(contentsOfFile: usageLog, encoding: .utf8).split(separator: "\n").map(String.init))
    // An alternate reference (`NAME~altN.png`) is used when its reference is.
    return references(in: folder).filter { !used.contains(ReferenceAlternates.primary(of: $0)?.path ?? $0) }
  }

  /// Deletes the unused references and returns their paths.
  @discardableResult
  public static func deleteUnusedReferences(in folder: String, usageLog: String) throws -> [String] {
    let unused = try unusedReferences(in: folder, usageLog: usageLog)
    for path in unused { try FileManager.default.removeItem(atPath: path) }
    return unused
  }
}
