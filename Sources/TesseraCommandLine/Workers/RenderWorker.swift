import CTesseraCrashNote
import Foundation
import TesseraSnapshot
import TesseraSync
import TesseraUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker side of rendering in processes: a `tessera` started by its parent with
/// `TESSERA_RENDER_WORKER=1` and the parent's own arguments computes the same job list, then
/// renders the jobs its parent asks for, one at a time on its main thread, and answers each with
/// the image (see ``WorkerPool``). It writes no file: the parent alone writes.
enum RenderWorker {
  /// The environment variable that makes a process a render worker.
  static let roleVariable = "TESSERA_RENDER_WORKER"
  /// The environment variable with the worker's memory limit in MiB.
  static let memoryVariable = "TESSERA_WORKER_MEMORY_MIB"

  /// Whether this process is a render worker.
  static var isWorker: Bool { ProcessInfo.processInfo.environment[roleVariable] == "1" }

  private static let spawning = Locked(false)
  /// Whether runs in this program render in worker processes: true in the `tessera` command and
  /// the previews runner (their entry point says so), false for a library caller, which renders in
  /// its own process.
  static var enabled: Bool {
    get { spawning.withLock { $0 } }
    set { spawning.withLock { $0 = newValue } }
  }

  /// Limits this worker's data segment to the MiB its parent gave in ``memoryVariable``
  /// (`RLIMIT_DATA`), so a preview that allocates without bound fails here, not the machine.
  static func applyMemoryLimit() {
    guard let text = ProcessInfo.processInfo.environment[memoryVariable], let mib = Int(text), mib > 0 else {
      return
    }
    let bytes = rlim_t(mib) << 20
    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
    #if os(Linux)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_DATA, &limit)
    #endif
  }

  /// Serves requests for `jobs` until the parent closes the input, then exits the process.
  static func serve(_ jobs: [any RenderJob], policy: SnapshotAudit, overlay: Bool) -> Never {
    applyMemoryLimit()
    let replies = WorkerProcess.replyDescriptor
    // Whatever the views print goes to the error stream, never into the parent's output.
    _ = dup2(STDERR_FILENO, STDOUT_FILENO)
    while true {
      guard case .success(let parts) = WorkerWire.readFrame(from: STDIN_FILENO, deadline: nil),
        let head = parts.first,
        let request = try? JSONDecoder().decode(WorkerRequest.self, from: Data(head))
      else { exit(0) }
      let reply: [UInt8]
      if jobs.indices.contains(request.index) {
        let job = jobs[request.index]
        tessera_crash_note_set(0, job.label)
        do {
          switch request.kind {
          case .render:
            reply = try WorkerReply.frame(
              JobOutput.render(job, policy: policy, overlay: overlay, existing: request.existing))
          case .sweep:
            reply = try WorkerReply.frame(sweep: job.sweep(policy.options))
          }
        } catch {
          reply = WorkerReply.frame(error: "\(error)")
        }
        tessera_crash_note_set(0, nil)
      } else {
        reply = WorkerReply.frame(error: "no job \(request.index) in this run")
      }
      guard WorkerWire.writeAll(reply, to: replies) else { exit(0) }
    }
  }
}
