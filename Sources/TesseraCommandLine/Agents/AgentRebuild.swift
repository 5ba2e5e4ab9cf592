import Foundation
import TesseraFiles
import TesseraSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the MCP server brings a user's package up to date after an edit: the build command the
/// previews plugin ran to make the runner, the runner it makes, and the sources to watch. Given by
/// the plugin in `TESSERA_MCP_BUILD` (JSON); without it, the server renders the previews it was
/// built with.
struct AgentRebuild: Codable, Sendable, Equatable {
  /// The environment variable holding the JSON.
  static let variable = "TESSERA_MCP_BUILD"

  /// The build command and its arguments (`swift build --package-path … --product …`).
  var command: [String]
  /// The executable the build makes, started as the render worker.
  var executable: String
  /// The files and folders whose change calls for a build (the package's `Package.swift` and
  /// `Sources`).
  var watch: [String]
  /// Files the builds rewrite, each with the file holding what to put back when the server ends
  /// (SwiftPM's `workspace-state.json`, which the runner's build leaves recording another root:
  /// put back after every build, the next build would resolve every dependency again, 4 s).
  var restore: [String: String]? = nil

  /// The settings the plugin gave, or nil.
  static func fromEnvironment() -> AgentRebuild? {
    guard let text = ProcessInfo.processInfo.environment[variable] else { return nil }
    return try? JSONDecoder().decode(AgentRebuild.self, from: Data(text.utf8))
  }

  /// The most files looked at for a change (a package's sources are far fewer).
  static let fileLimit = 100_000

  /// A digest of the watched files' paths, sizes and modification times: it changes when a file
  /// is edited, added, removed or renamed. Folders and files whose names start with a dot are
  /// skipped (`.build`, `.git`, editors' swap files).
  func fingerprint() -> UInt64 {
    var hash = FNV1a()
    var count = 0
    func add(_ path: String) {
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      count += 1
      hash.add(Array(path.utf8))
      hash.add(UInt8(0))
      // A folder's own time changes with any file added in it, an editor's swap file too: its
      // files' paths say what it holds.
      if info.st_mode & S_IFMT == S_IFDIR { return }
      #if os(Linux)
        let modified = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
      #else
        let modified = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
      #endif
      for word in [UInt64(info.st_size), UInt64(modified.0), UInt64(modified.1)] {
        hash.add(UInt32(truncatingIfNeeded: word))
        hash.add(UInt32(truncatingIfNeeded: word >> 32))
      }
    }
    for root in watch {
      add(root)
      guard FilePaths.kind(atPath: root) == .folder,
        let walk = FileManager.default.enumerator(atPath: root)
      else { continue }
      while let relative = walk.nextObject() as? String, count < Self.fileLimit {
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
          walk.skipDescendants()
          continue
        }
        add(root + "/" + relative)
      }
    }
    return hash.value
  }

  /// Puts back the files ``restore`` names.
  func putBack() {
    for (target, source) in restore ?? [:] {
      guard let data = FileManager.default.contents(atPath: source) else { continue }
      try? data.write(to: URL(fileURLWithPath: target), options: .atomic)
    }
  }

  /// The most bytes of the build's messages kept.
  static let logLimit = 4 << 20

  /// Runs the build; nil when it succeeded, else what the compiler said (its errors first).
  func build() -> String? {
    guard let tool = command.first else { return "no build command" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = Array(command.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let log = Locked(Data())
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      log.withLock { if $0.count < Self.logLimit { $0.append(data) } }
    }
    do { try process.run() } catch {
      pipe.fileHandleForReading.readabilityHandler = nil
      return "cannot run \(Escape.console(tool)): \(error)"
    }
    process.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    let rest = pipe.fileHandleForReading.readDataToEndOfFile()
    let text = log.withLock { String(decoding: $0 + rest, as: UTF8.self) }
    if process.terminationReason == .exit, process.terminationStatus == 0 { return nil }
    return Self.errors(in: text)
  }

  /// The compiler's errors with the lines that show where (each once, at most 60 lines); else
  /// the build's other errors; else the log's end.
  static func errors(in log: String) -> String {
    let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func isSourceError(_ line: String) -> Bool {
      line.contains(": error: ")
        && line.range(of: #"\.swift:\d+:\d+: error: "#, options: .regularExpression) != nil
    }
    var kept: [String] = []
    var seen: Set<String> = []
    var i = 0
    while i < lines.count, kept.count < 60 {
      guard isSourceError(lines[i]) else {
        i += 1
        continue
      }
      // The source line and the caret under it, as the compiler prints them.
      var block = [lines[i]]
      var j = i + 1
      while j < lines.count, j <= i + 6, !lines[j].contains("error:") || lines[j].contains("`- error:"),
        !lines[j].hasPrefix("[")
      {
        block.append(lines[j])
        j += 1
      }
      // The driver prints each error twice (emitting the module and compiling): once is enough.
      if seen.insert(lines[i]).inserted { kept += block }
      i = j
    }
    if kept.isEmpty { kept = lines.filter { $0.contains("error:") }.prefix(20).map { $0 } }
    let shown = kept.isEmpty ? Array(lines.suffix(30)) : kept
    return shown.map(Escape.console).joined(separator: "\n")
  }
}
