import Foundation
import TesseraFiles
import TesseraPNG
import TesseraSnapshot
import TesseraSync

import struct TesseraRaster.Pixmap

/// The MCP server's state between calls: its render worker, the package it serves (and how to
/// rebuild it after an edit), each preview's interaction so far and its last render. Calls are
/// served one at a time; the user's code runs only in the worker.
final class AgentSession: @unchecked Sendable {
  /// The package folder: the only place paths may point into.
  let root: String
  /// Time and memory limits for the worker.
  let limits: WorkerLimits
  /// How to rebuild after an edit (nil: the previews this program was built with).
  let rebuild: AgentRebuild?
  private let executable: String
  private let environment: [String: String]
  private let lock = NSLock()
  private var worker: WorkerProcess?
  /// The watched sources' fingerprint at the last build, and the errors of a build that failed
  /// for the sources as they are now.
  private var built: UInt64?
  private var failedBuild: (fingerprint: UInt64, errors: String)?
  /// The actions done so far to a preview in a variant (`interact`), by ``key(_:_:)``.
  private var histories: [String: [AgentAction]] = [:]
  /// The last plain render of a preview in a variant, by ``key(_:_:)``.
  private var lastRenders: [String: Pixmap] = [:]
  /// How many builds ran, for tests and the server's log.
  private(set) var builds = 0
  /// What the last call's rebuild took, in words, until a result says it ("rebuilt the package
  /// in 2.4 s").
  private var rebuilt: String?

  /// A session serving `root` (made canonical), rendering with `executable` (default: this
  /// program) as its worker.
  /// - Throws: ``AgentError`` when this program's path cannot be found.
  init(root: String, limits: WorkerLimits, rebuild: AgentRebuild?) throws(AgentError) {
    self.root = FilePaths.canonical(root)
    self.limits = limits
    self.rebuild = rebuild
    guard let executable = rebuild?.executable ?? WorkerProcess.currentExecutable else {
      throw AgentError("cannot find this program's path to start its render worker")
    }
    self.executable = executable
    var environment = ProcessInfo.processInfo.environment
    environment[RenderWorker.roleVariable] = "1"
    environment[RenderWorker.memoryVariable] = String(limits.memoryMiB)
    environment[AgentRebuild.variable] = nil
    self.environment = environment
    built = rebuild?.fingerprint()
  }

  /// The key of a preview's state in a variant.
  static func key(_ preview: String, _ variant: AgentVariant) -> String { preview + "\u{0}" + variant.label }

  /// Runs `request` in the worker, after bringing the package up to date.
  /// - Throws: ``AgentError``: the build's errors, the worker's crash or hang in words, or the
  ///   error the request met.
  func ask(_ request: AgentRequest) throws(AgentError) -> (AgentReply, [[UInt8]]) {
    lock.lock()
    defer { lock.unlock() }
    try refresh()
    let frame: [UInt8]
    do { frame = WorkerWire.frame([Array(try JSONEncoder().encode(request))]) } catch {
      throw AgentError("cannot encode the request: \(error)")
    }
    if worker == nil {
      do {
        worker = try WorkerProcess(executable: executable, arguments: ["mcp"], environment: environment)
      } catch {
        throw AgentError("cannot start the render worker: \(error)")
      }
    }
    guard let w = worker else { throw AgentError("no render worker") }
    let what = request.preview.map { "rendering \(Escape.console($0))" } ?? "listing the previews"
    guard w.send(frame) else {
      worker = nil
      throw AgentError(
        "\(what) failed: \(WorkerFailure.ended(w.reap(), memoryLimitMiB: limits.memoryMiB)); the server goes on"
      )
    }
    let parts: [[UInt8]]
    switch w.receive(deadline: Date(timeIntervalSinceNow: limits.seconds)) {
    case .success(let p): parts = p
    case .failure(.timedOut):
      worker = nil
      _ = w.kill()
      throw AgentError(
        "\(what) failed: \(WorkerFailure.timedOut(seconds: limits.seconds)); the server goes on")
    case .failure(.closed):
      worker = nil
      throw AgentError(
        "\(what) failed: \(WorkerFailure.ended(w.reap(), memoryLimitMiB: limits.memoryMiB)); the server goes on"
      )
    case .failure(.malformed):
      worker = nil
      _ = w.kill()
      throw AgentError("\(what) failed: \(WorkerFailure.malformedReply)")
    }
    guard let head = parts.first, let reply = try? JSONDecoder().decode(AgentReply.self, from: Data(head))
    else {
      throw AgentError("the render worker's reply could not be read")
    }
    if let error = reply.error { throw AgentError(error) }
    return (reply, parts)
  }

  /// Builds the package again when a watched file changed since the last build, and starts the
  /// next worker from the new program. A failed build is not run again until a file changes.
  private func refresh() throws(AgentError) {
    guard let rebuild else { return }
    let now = rebuild.fingerprint()
    if now == built { return }
    if let failed = failedBuild, failed.fingerprint == now {
      throw AgentError("the package does not build (fix it and call again):\n\(failed.errors)")
    }
    builds += 1
    let clock = ContinuousClock()
    let started = clock.now
    defer {
      let d = (clock.now - started).components
      let seconds = Double(d.seconds) + Double(d.attoseconds) / 1e18
      rebuilt = "rebuilt the package after a change in \(String(format: "%.1f", seconds)) s"
    }
    if let errors = rebuild.build() {
      failedBuild = (now, errors)
      throw AgentError("the package does not build (fix it and call again):\n\(errors)")
    }
    failedBuild = nil
    built = now
    // The next request starts a worker from the program just built.
    if let w = worker { _ = w.finish() }
    worker = nil
  }

  /// What the last rebuild took, once: the next result says it.
  func takeRebuildNote() -> String? {
    lock.withLock {
      defer { rebuilt = nil }
      return rebuilt
    }
  }

  /// The actions done so far to `preview` in `variant`, with `more` added (or `more` alone after
  /// a reset); kept only once a render with them succeeds (``keep(_:for:)``).
  func history(_ key: String, adding more: [AgentAction], reset: Bool) -> [AgentAction] {
    lock.withLock { (reset ? [] : histories[key] ?? []) + more }
  }

  /// Records `actions` as what has been done to the preview in the variant.
  func keep(_ actions: [AgentAction], for key: String) { lock.withLock { histories[key] = actions } }

  /// The last plain render of the preview in the variant, replaced by `image`.
  func swapLast(_ key: String, _ image: Pixmap) -> Pixmap? {
    lock.withLock {
      let before = lastRenders[key]
      lastRenders[key] = image
      return before
    }
  }

  /// The most bytes a reference image may have (64 MiB).
  static let referenceLimit = 64 << 20

  /// The PNG at `path` (relative to the package folder, or absolute inside it).
  /// - Throws: ``AgentError`` for a path outside the package (links followed), a file that is not
  ///   there, too large, or not a PNG.
  func reference(_ path: String) throws(AgentError) -> Pixmap {
    let full = FilePaths.canonical(path.hasPrefix("/") ? path : root + "/" + path)
    guard full == root || full.hasPrefix(root == "/" ? "/" : root + "/") else {
      throw AgentError(
        "\(Escape.console(path)) is outside the package folder \(Escape.console(root)); give a path inside it"
      )
    }
    guard FilePaths.kind(atPath: full) == .file else {
      throw AgentError("\(Escape.console(path)) is not a file in the package")
    }
    switch FileBytes.read(full, limit: Self.referenceLimit) {
    case .success(let bytes):
      do { return try PNG.decode(bytes, source: path) } catch {
        throw AgentError(
          "\(Escape.console(path)) is not a PNG that can be read: \(Escape.console("\(error)"))")
      }
    case .failure(.tooLarge):
      throw AgentError("\(Escape.console(path)) is larger than \(Self.referenceLimit >> 20) MiB")
    case .failure(let f):
      throw AgentError("\(Escape.console(path)) cannot be read (\(f.words))")
    }
  }

  /// Ends the worker and puts back what the builds rewrote.
  func close() {
    lock.withLock {
      if let w = worker { _ = w.finish() }
      worker = nil
      rebuild?.putBack()
    }
  }
}
