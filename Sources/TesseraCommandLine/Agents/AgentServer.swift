import Foundation
import MCP
import SystemPackage
import TesseraFiles
import TesseraSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tessera mcp`'s server: the Model Context Protocol over stdio (the official Swift SDK), its
/// tools from ``AgentTools``. Standard output carries the protocol only: anything else this
/// process or its workers print goes to standard error.
enum AgentServer {
  /// The server's name and version as it introduces itself.
  static let name = "tessera"
  static let version = "0.9.0"

  /// What the server tells the agent when it connects.
  static let instructions = """
    Tessera renders this package's SwiftUI previews as the iOS simulator draws them, on Linux. \
    Call list_previews first; pass a preview's id to render_preview (the image, its accessibility \
    tree, audit findings and warnings), describe_layout (frames in points), interact (tap, type, \
    toggle, scroll, then render), render_matrix (several variants on one sheet) and compare (what \
    changed since the last render, or against a reference PNG). After you edit the package's \
    sources the next call rebuilds it first and returns build errors, if any, as its result.
    """

  /// Serves `session` until the client closes standard input.
  static func run(_ session: AgentSession) throws {
    // The protocol gets its own descriptor; standard output becomes standard error, so that a
    // stray print (ours, a dependency's, a worker's) cannot break a message.
    let protocolOut = dup(STDOUT_FILENO)
    guard protocolOut >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      throw InputError("cannot set up standard output for the protocol: \(FilePaths.reason())")
    }
    let tools = AgentTools(session: session)
    let done = DispatchSemaphore(value: 0)
    let failure = Locked<String?>(nil)
    Task.detached {
      let server = Server(
        name: name, version: version, instructions: instructions,
        capabilities: .init(tools: .init(listChanged: false)))
      await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: AgentTools.all) }
      await server.withMethodHandler(CallTool.self) { params in
        await withCheckedContinuation { continuation in
          // Calls wait for renders and builds: off the concurrency pool's threads.
          DispatchQueue.global().async {
            continuation.resume(returning: tools.call(params.name, params.arguments ?? [:]))
          }
        }
      }
      do {
        let transport = StdioTransport(
          input: FileDescriptor.standardInput, output: FileDescriptor(rawValue: protocolOut))
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
      } catch {
        failure.withLock { $0 = "\(error)" }
      }
      done.signal()
    }
    done.wait()
    session.close()
    if let message = failure.withLock({ $0 }) {
      throw InputError("the MCP server stopped: \(Escape.console(message))")
    }
  }
}
