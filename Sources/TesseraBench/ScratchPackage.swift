import Foundation

/// A throwaway package in the temporary folder (an empty `Package.swift` and a test file path),
/// so that `verifySnapshot` files its references under it; removed by ``remove()``.
struct ScratchPackage {
  /// The package folder.
  let root: String
  /// A test file path inside it, for `verifySnapshot(filePath:)`.
  let testFile: String

  /// Creates the folder `<tmp>/tessera-<name>-<pid>` with `Package.swift` and `Tests/Bench/`.
  init(_ name: String) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(name)-\(getpid())").path
    try FileManager.default.createDirectory(atPath: root + "/Tests/Bench", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    testFile = root + "/Tests/Bench/Bench.swift"
  }

  /// Deletes the package and everything recorded in it.
  func remove() { try? FileManager.default.removeItem(atPath: root) }
}
