import Foundation
import TesseraFiles
import TesseraSync

/// Where references and failure artifacts live.
///
/// References: `Snapshots/<TestTarget>/<TestFile>/<test>.<name>.<ext>` at the package root (the
/// folder holding `Package.swift` above the test file; the test target is the folder under
/// `Tests/`, so tests may sit in subfolders that mirror their sources), or under `TESSERA_SNAPSHOTS_DIR` when it is
/// set. Artifacts: `TESSERA_ARTIFACTS_DIR`, or `.build/tessera-artifacts/` at the package root.
public struct SnapshotLocation: Sendable, Equatable {
  /// The reference file.
  public var referencePath: String
  /// The folder for failure artifacts of this snapshot.
  public var artifactsFolder: String
  /// The base name of artifact files (`<test>.<name>`).
  public var baseName: String
  /// The root of all artifacts (`TESSERA_ARTIFACTS_DIR`, or `.build/tessera-artifacts`), where the
  /// list of verified references is kept.
  public var artifactsRoot: String = ""

  /// A name as one path component: Tessera's one sanitizing function, `PathName.component`.
  static func sanitize(_ s: String) -> String { PathName.component(s) }

  /// Locations already resolved, by their inputs (the environment's folders included): finding
  /// the package root walks up the file system, and a snapshot test resolves the same location
  /// every run. A test file's package root is taken to stay where it is while the process runs.
  private static let resolved = Locked<[[String]: SnapshotLocation]>([:])

  /// The location of a snapshot for a test function in a test file.
  public static func resolve(filePath: String, function: String, name: String, pathExtension: String)
    -> SnapshotLocation
  {
    // getenv, not ProcessInfo's dictionary of the whole environment, on this hot path.
    var env: [String: String] = [:]
    for variable in ["TESSERA_SNAPSHOTS_DIR", "TESSERA_ARTIFACTS_DIR"] {
      if let value = getenv(variable) { env[variable] = String(cString: value) }
    }
    let key = [
      filePath, function, name, pathExtension, env["TESSERA_SNAPSHOTS_DIR"] ?? "\u{0}",
      env["TESSERA_ARTIFACTS_DIR"] ?? "\u{0}",
    ]
    if let known = resolved.withLock({ $0[key] }) { return known }
    let location = locate(
      filePath: filePath, function: function, name: name, pathExtension: pathExtension, env: env)
    resolved.withLock { cache in
      if cache.count >= 10_000 { cache.removeAll() }
      cache[key] = location
    }
    return location
  }

  static func locate(
    filePath: String, function: String, name: String, pathExtension: String, env: [String: String]
  ) -> SnapshotLocation {
    let file = URL(fileURLWithPath: filePath)
    let testFile = sanitize(file.deletingPathExtension().lastPathComponent)
    let root = packageRoot(from: file)
    let target = sanitize(testTarget(of: file, root: root))
    let snapshots = env["TESSERA_SNAPSHOTS_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? root + "/Snapshots"
    let artifacts =
      env["TESSERA_ARTIFACTS_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? root + "/.build/tessera-artifacts"
    let test = sanitize(String(function.prefix { $0 != "(" }))
    let base = test + "." + sanitize(name)
    return SnapshotLocation(
      referencePath: "\(snapshots)/\(target)/\(testFile)/\(base).\(sanitize(pathExtension))",
      artifactsFolder: "\(artifacts)/\(target)/\(testFile)", baseName: base, artifactsRoot: artifacts)
  }

  /// The test target a file belongs to: the folder under `<root>/Tests/` that holds it, however
  /// deep (tests that mirror their sources' folders); otherwise the file's own folder.
  static func testTarget(of file: URL, root: String) -> String {
    let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
    let rootParts = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
    if parts.count > rootParts.count + 1, Array(parts.prefix(rootParts.count)) == rootParts,
      parts[rootParts.count] == "Tests"
    {
      return parts[rootParts.count + 1]
    }
    return file.deletingLastPathComponent().lastPathComponent
  }

  static func packageRoot(from file: URL) -> String {
    var dir = file.deletingLastPathComponent()
    while dir.path != "/" {
      if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
        return dir.path
      }
      dir = dir.deletingLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
  }
}
