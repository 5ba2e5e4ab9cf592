import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A small tmpfs mounted for a fault test: a disk that fills up, or that turns read-only. Only
/// root on Linux can mount; elsewhere ``available`` is false and the fault tests are skipped,
/// saying why.
struct ScratchDisk {
  let path: String

  /// Whether this process can mount a tmpfs (root on Linux with `mount`).
  static let available: Bool = {
    #if os(Linux)
      guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
      guard let probe = try? ScratchDisk(kilobytes: 16) else { return false }
      probe.unmount()
      return true
    #else
      return false
    #endif
  }()

  /// Mounts a tmpfs of `kilobytes` on a new temporary folder.
  init(kilobytes: Int) throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("tessera-disk-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path])
  }

  /// Makes the disk read-only (root included).
  func makeReadOnly() throws { try Self.run("/bin/mount", ["-o", "remount,ro", path]) }

  /// Unmounts and removes the folder.
  func unmount() {
    try? Self.run("/bin/umount", [path])
    try? FileManager.default.removeItem(atPath: path)
  }

  static func run(_ tool: String, _ arguments: [String]) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: tool)
    p.arguments = arguments
    p.standardError = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else {
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments) failed"])
    }
  }
}
