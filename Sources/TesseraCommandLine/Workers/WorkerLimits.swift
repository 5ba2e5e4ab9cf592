/// How long one image may take and how much memory a render worker may use before it is stopped
/// (`--timeout`, `--worker-memory`): the budget that keeps a preview that hangs or allocates
/// without bound from taking the run down.
struct WorkerLimits: Sendable, Hashable {
  /// Seconds one image may take, from the request to the reply. Default 60.
  var seconds: Double = 60
  /// The most memory a worker may hold, in MiB (its data segment, `RLIMIT_DATA`). Default 4096.
  var memoryMiB: Int = 4096

  /// Reads `--timeout` and `--worker-memory`.
  init(_ arguments: inout ArgumentReader) throws {
    seconds = try arguments.option(
      "timeout", default: 60.0,
      help: "Seconds one image may take before its worker is stopped and the image reported failed.")
    memoryMiB = try arguments.option(
      "worker-memory", default: 4096,
      help: "MiB of memory each render worker may use before it is stopped and the image reported failed.")
  }

  /// The defaults.
  init() {}

  /// Throws a usage error naming the option for a value out of range.
  func validate() throws {
    guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
      throw UsageError("--timeout \(seconds): use a number of seconds above 0 and at most 86400")
    }
    guard memoryMiB >= 64, memoryMiB <= 1 << 20 else {
      throw UsageError("--worker-memory \(memoryMiB): use a number of MiB from 64 to 1048576")
    }
  }
}
