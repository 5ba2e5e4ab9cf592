import Foundation

/// `tessera mcp`: a Model Context Protocol server on standard input and output, for coding agents.
struct Mcp: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "mcp",
      abstract: "Serve the previews to a coding agent over the Model Context Protocol (stdio).",
      discussion: """
        Tools: list_previews, render_preview, render_matrix, describe_layout, interact, compare \
        (see Docs/Agents.md). Standard output carries the protocol only; messages go to standard \
        error. Previews render in a worker process, so one that crashes or hangs returns an error \
        and the server goes on. Nothing is written to disk; paths given to compare must lie inside \
        the current folder (the package).

        In a package, start it with `swift package previews mcp`: after an edit of the package's \
        sources, the next call rebuilds the package first and returns build errors as its result.
        """)
  }

  var limits: WorkerLimits

  init(_ arguments: inout ArgumentReader) throws {
    limits = try arguments.group("Render worker") { try WorkerLimits(&$0) }
  }

  func validate() throws { try limits.validate() }

  func run() throws {
    if RenderWorker.isWorker {
      MainActor.assumeIsolated { AgentWorker.serve() }
    }
    let session: AgentSession
    do {
      session = try AgentSession(
        root: FileManager.default.currentDirectoryPath, limits: limits,
        rebuild: AgentRebuild.fromEnvironment())
    } catch { throw InputError(error.description) }
    try AgentServer.run(session)
  }
}
