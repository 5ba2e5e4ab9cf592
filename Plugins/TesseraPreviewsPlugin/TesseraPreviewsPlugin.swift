import Foundation
import PackagePlugin

#if canImport(Glibc)
  import Glibc
#endif

/// `swift package previews [tessera arguments…]`: renders every `#Preview` and `PreviewProvider`
/// of the package's libraries, with nothing to write by hand.
///
/// The plugin writes a small runner package (in the plugin's work folder, under `.build/plugins`)
/// whose one executable depends on every library product of this package and on Tessera's command
/// line, builds it in the package's own build folder (reusing what the package has built), and
/// runs it
/// from the package folder with the remaining arguments: `previews` by default, or any `tessera`
/// subcommand (`swift package previews list`, `swift package previews verify --snapshots
/// Snapshots/Previews`). Only what the previews need is built: the package's libraries and
/// Tessera's libraries, never Tessera's own `tessera` executable or example app.
///
/// A package with an executable product whose name ends in `Previews` (or the one `--product`
/// names) runs that instead, as before. In Tessera's own package the plugin runs `tessera`.
@main
struct TesseraPreviewsPlugin: CommandPlugin {
  static let subcommands: Set<String> = [
    "previews", "render", "list", "diff", "verify", "report", "docs", "help", "mcp",
  ]

  /// The `tessera` subcommands that change reference folders: only Tessera's own `tessera`
  /// executable has them (module `TesseraReview`), not the runner.
  static let referenceCommands: Set<String> = ["review", "accept", "add-digests"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let productName = extractor.extractOption(named: "product").last
    var rest = extractor.remainingArguments
    if rest.first.map({
      !Self.subcommands.contains($0) && !Self.referenceCommands.contains($0) && !$0.hasPrefix("--help")
        && $0 != "-h"
    }) ?? true {
      rest.insert("previews", at: 0)
    }
    let package = context.package
    // `mcp` serves an agent on SwiftPM's own standard input and output (see `AgentStdio`): the
    // build's messages must not reach the protocol.
    let agent = rest.first == "mcp" ? try AgentStdio.open() : nil
    state.messages = agent?.error ?? FileHandle.standardError
    state.serving = agent != nil
    let executables = package.products.compactMap { $0 as? ExecutableProduct }
    let executable: URL
    if let productName {
      guard executables.contains(where: { $0.name == productName }) else {
        Diagnostics.error(
          "no executable product named \(productName); this package has: \(executables.map(\.name).joined(separator: ", "))"
        )
        throw ExitCode.failure
      }
      executable = try build(productName, context: context)
    } else if let product = executables.first(where: { $0.name.hasSuffix("Previews") }) {
      executable = try build(product.name, context: context)
    } else if executables.contains(where: { $0.name == "tessera" }) {
      executable = try build("tessera", context: context)
    } else {
      if let first = rest.first, Self.referenceCommands.contains(first) {
        Diagnostics.error(
          "`\(first)` changes reference folders and is not part of the previews runner; run it with `swift run tessera \(first) …` (Tessera's own executable)"
        )
        throw ExitCode(2)
      }
      executable = try buildRunner(context: context)
    }
    var environment = ProcessInfo.processInfo.environment
    if agent != nil {
      // How the server rebuilds after an agent's edit: the same build, of the same program.
      let swift = try swiftExecutable(context)
      let command = [swift.path(percentEncoded: false)] + (state.lastBuild ?? [])
      let own = package.directoryURL.path(percentEncoded: false)
      let rebuild: [String: Any] = [
        "command": command, "executable": executable.path(percentEncoded: false),
        "watch": [own + "/Package.swift", own + "/Sources"], "restore": state.restore,
      ]
      let json = try JSONSerialization.data(withJSONObject: rebuild)
      environment["TESSERA_MCP_BUILD"] = String(decoding: json, as: UTF8.self)
    }
    try run(executable, rest, in: package.directoryURL, environment: environment, stdio: agent)
  }

  /// What one run of the plugin remembers between its steps.
  let state = PluginState()

  /// Builds `product` of this package (debug: the build is what takes time, not the rendering).
  func build(_ product: String, context: PluginContext) throws -> URL {
    state.lastBuild =
      [
        "build", "--package-path", context.package.directoryURL.path(percentEncoded: false), "--product",
        product,
      ] + ((try? supportsIgnoringTheLock(try swiftExecutable(context))) == true ? ["--ignore-lock"] : [])
    let result = try packageManager.build(
      .product(product), parameters: .init(configuration: .debug, logging: .concise))
    guard result.succeeded, let artifact = result.builtArtifacts.first(where: { $0.kind == .executable })
    else {
      Diagnostics.error("building \(product) failed:\n\(result.logText)")
      throw ExitCode.failure
    }
    return artifact.url
  }

  /// Writes, builds and returns the runner: an executable linking every library product of the
  /// package, whose `main` is `TesseraCommandLine.main()` (previews are found at run time).
  func buildRunner(context: PluginContext) throws -> URL {
    let package = context.package
    let libraries = package.products.compactMap { $0 as? LibraryProduct }.map(\.name)
    guard !libraries.isEmpty else {
      Diagnostics.error(
        "this package has no library product, so there are no previews to find; declare your components in a library (products: [.library(name: \"MyComponents\", targets: [\"MyComponents\"])])"
      )
      throw ExitCode(2)
    }
    guard let tessera = findTessera(package) else {
      Diagnostics.error(
        "this package does not depend on Tessera; add .package(url: \"…/tessera\", from: \"…\") to its dependencies"
      )
      throw ExitCode(2)
    }
    let runner = context.pluginWorkDirectoryURL.appending(path: "runner")
    let sources = runner.appending(path: "Sources/TesseraPreviewsRunner")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let own = package.directoryURL.path(percentEncoded: false)
    let ownIdentity = package.directoryURL.lastPathComponent.lowercased()
    let manifest = """
      // swift-tools-version:6.0
      // Written by Tessera's previews plugin: the program that renders this package's previews.
      import PackageDescription

      let package = Package(
        name: "TesseraPreviewsRunner",
        platforms: [.macOS(.v15)],
        dependencies: [
          .package(path: \(literal(own))),
          \(tessera.declaration),
        ],
        targets: [
          .executableTarget(
            name: "TesseraPreviewsRunner",
            dependencies: [
              .product(name: "TesseraCommandLine", package: \(literal(tessera.identity))),
      \(libraries.map { "        .product(name: \(literal($0)), package: \(literal(ownIdentity)))," }.joined(separator: "\n"))
            ])
        ]
      )

      """
    try write(manifest, to: runner.appending(path: "Package.swift"))
    try seedPins(from: package.directoryURL, to: runner)
    try write(
      """
      // Written by Tessera's previews plugin. Every #Preview and PreviewProvider linked in is found
      // at run time.
      import TesseraCommandLine

      TesseraCommandLine.main()

      """, to: sources.appending(path: "main.swift"))
    let swift = try swiftExecutable(context)
    var arguments = ["build", "--package-path", runner.path(percentEncoded: false)]
    // The package's own build folder, when it can be shared: everything the package has built is
    // reused and only the command line is added. `swift package` holds that folder's lock while
    // the plugin runs but builds nothing meanwhile, so the runner's build passes it by.
    let work = context.pluginWorkDirectoryURL
    let scratch = work.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    // The package's resolution state is put back after the runner's build: the runner's build
    // records its own (another root), and the next `swift package` would then resolve again and
    // print "Updating…" and "Computing version…" for every dependency on a run where nothing
    // changed.
    var savedState: (URL, Data)? = nil
    if work.pathComponents.suffix(3) == ["plugins", "TesseraPreviewsPlugin", "outputs"],
      try supportsIgnoringTheLock(swift)
    {
      arguments += ["--scratch-path", scratch.path(percentEncoded: false), "--ignore-lock"]
      let stateFile = scratch.appending(path: "workspace-state.json")
      if let data = FileManager.default.contents(atPath: stateFile.path(percentEncoded: false)) {
        savedState = (stateFile, data)
      }
    } else {
      arguments += ["--scratch-path", work.appending(path: "build").path(percentEncoded: false)]
    }
    arguments += ["--product", "TesseraPreviewsRunner"]
    let build = Process()
    build.executableURL = swift
    build.arguments = arguments
    defer {
      if let (url, data) = savedState {
        if !state.serving {
          try? data.write(to: url, options: .atomic)
        } else {
          // `mcp` rebuilds with the runner's state in place and puts the package's back when it
          // ends: putting it back now would make every rebuild resolve again.
          let kept = work.appending(path: "package-workspace-state.json")
          try? data.write(to: kept, options: .atomic)
          state.restore = [url.path(percentEncoded: false): kept.path(percentEncoded: false)]
        }
      }
    }
    // The build's messages go through, but for SwiftPM's note that the lock is passed by and its
    // dependency resolution lines (the runner's root differs from the package's: it resolves the
    // same versions again, which says nothing to the user).
    let messages = Pipe()
    build.standardError = messages
    build.standardOutput = messages
    let resolution = [
      "Updating ", "Updated ", "Computing version for ", "Computed ", "Fetching ", "Fetched ",
      "Working copy of ", "Creating working copy ",
    ]
    state.lastBuild = arguments
    let forwarded = LineFilter(to: state.messages) { line in
      !line.contains("--ignore-lock") && !resolution.contains(where: { line.hasPrefix($0) })
    }
    messages.fileHandleForReading.readabilityHandler = { forwarded.take($0.availableData) }
    try build.run()
    build.waitUntilExit()
    messages.fileHandleForReading.readabilityHandler = nil
    forwarded.take(messages.fileHandleForReading.readDataToEndOfFile())
    forwarded.finish()
    guard build.terminationStatus == 0 else {
      Diagnostics.error("building the previews runner failed (swift \(arguments.joined(separator: " ")))")
      throw ExitCode.failure
    }
    let binPath = Process()
    let pipe = Pipe()
    binPath.executableURL = swift
    binPath.arguments = arguments.dropLast(2) + ["--show-bin-path"]
    binPath.standardOutput = pipe
    try binPath.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    binPath.waitUntilExit()
    let bin = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(filePath: bin).appending(path: "TesseraPreviewsRunner")
  }

  /// Gives the runner the package's own `Package.resolved` when the runner has none or the
  /// package's is newer: the runner depends on nothing the package does not, so its first build
  /// takes the versions already chosen instead of resolving every dependency again (1.5 s of a
  /// cold run on a 2-core machine).
  func seedPins(from package: URL, to runner: URL) throws {
    let own = package.appending(path: "Package.resolved")
    let runners = runner.appending(path: "Package.resolved")
    let files = FileManager.default
    guard
      let ownDate = (try? files.attributesOfItem(atPath: own.path(percentEncoded: false)))?[.modificationDate]
        as? Date
    else { return }
    if let runnersDate = (try? files.attributesOfItem(atPath: runners.path(percentEncoded: false)))?[
      .modificationDate] as? Date, runnersDate >= ownDate
    {
      return
    }
    guard let data = files.contents(atPath: own.path(percentEncoded: false)) else { return }
    try data.write(to: runners, options: .atomic)
  }

  /// Whether `swift build` takes `--ignore-lock` (a hidden option of SwiftPM 5.10 and later).
  func supportsIgnoringTheLock(_ swift: URL) throws -> Bool {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = swift
    process.arguments = ["build", "--help-hidden"]
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).contains("--ignore-lock")
  }

  /// Tessera among the package's dependencies (direct or not): how the runner depends on it.
  func findTessera(_ package: Package) -> (declaration: String, identity: String)? {
    var queue = package.dependencies.map(\.package)
    var seen: Set<String> = []
    while !queue.isEmpty {
      let p = queue.removeFirst()
      guard seen.insert(p.id).inserted else { continue }
      if p.products.contains(where: { $0.name == "TesseraCommandLine" }) {
        switch p.origin {
        case .repository(let url, let version, let revision):
          let pin =
            version.split(separator: ".").count == 3 && version.allSatisfy({ $0.isNumber || $0 == "." })
            ? "exact: \(literal(version))" : "revision: \(literal(revision))"
          return (".package(url: \(literal(url)), \(pin))", p.id)
        default:
          return (".package(path: \(literal(p.directoryURL.path(percentEncoded: false))))", p.id)
        }
      }
      queue += p.dependencies.map(\.package)
    }
    return nil
  }

  /// The `swift` driver: the one next to the toolchain's tools, else the first on PATH.
  func swiftExecutable(_ context: PluginContext) throws -> URL {
    if let tool = try? context.tool(named: "swift") { return tool.url }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(filePath: String(folder)).appending(path: "swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path(percentEncoded: false)) {
        return candidate
      }
    }
    Diagnostics.error("cannot find the swift command to build the previews runner")
    throw ExitCode.failure
  }

  /// Runs the previews program from the package folder and passes its exit code on.
  func run(
    _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String],
    stdio: AgentStdio?
  ) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    if let stdio {
      process.standardInput = stdio.input
      process.standardOutput = stdio.output
      process.standardError = stdio.error
    }
    try process.run()
    process.waitUntilExit()
    let command = "tessera \(arguments.joined(separator: " "))"
    if process.terminationReason == .uncaughtSignal {
      throw ExitCode(
        1,
        "\(command) died of signal \(process.terminationStatus) (the lines above name what it was rendering)")
    }
    if process.terminationStatus != 0 {
      throw ExitCode(
        process.terminationStatus,
        "\(command) exited with code \(process.terminationStatus) (1: images failed or changed; 2: usage or input errors)"
      )
    }
  }

  func write(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path(percentEncoded: false)) == data { return }
    try data.write(to: url, options: .atomic)
  }

  /// `value` as a Swift string literal.
  func literal(_ value: String) -> String {
    var out = "\""
    for c in value.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(c)
      }
    }
    return out + "\""
  }
}

/// What one run of the plugin remembers between its steps.
final class PluginState: @unchecked Sendable {
  /// Where the runner's build messages go: standard error, or SwiftPM's own for `mcp`.
  var messages = FileHandle.standardError
  /// The arguments of the last `swift` build the plugin ran (after `swift`), for `mcp`'s rebuilds.
  var lastBuild: [String]?
  /// For `mcp`: files the build rewrote, each with the file holding what the server puts back
  /// when it ends (SwiftPM's resolution state).
  var restore: [String: String] = [:]
  /// Whether the run serves an agent (`mcp`).
  var serving = false
}

/// The standard input, output and error of the `swift package` process that runs the plugin:
/// where an MCP client talks to `swift package previews mcp`. SwiftPM gives a plugin no standard
/// input and forwards what it prints to its own standard output, so the server reaches the
/// client's pipes through `/proc` (Linux).
struct AgentStdio {
  var input: FileHandle
  var output: FileHandle
  var error: FileHandle

  /// SwiftPM's descriptors, or an error saying how to serve without the plugin.
  static func open() throws -> AgentStdio {
    #if os(Linux)
      let parent = getppid()
      func handle(_ fd: Int, _ write: Bool) -> FileHandle? {
        let path = "/proc/\(parent)/fd/\(fd)"
        return write ? FileHandle(forWritingAtPath: path) : FileHandle(forReadingAtPath: path)
      }
      if let input = handle(0, false), let output = handle(1, true), let error = handle(2, true) {
        return AgentStdio(input: input, output: output, error: error)
      }
    #endif
    Diagnostics.error(
      "swift package previews mcp reaches the agent through /proc (Linux); elsewhere, run `swift package previews list` once and start the runner it builds (.build/debug/TesseraPreviewsRunner mcp) from the package folder"
    )
    throw ExitCode(2)
  }
}

/// Passes a stream's complete lines to a file (standard error) when `keep` says so.
final class LineFilter: @unchecked Sendable {
  private let keep: (String) -> Bool
  private let target: FileHandle
  private var pending = Data()
  private let lock = NSLock()

  init(to target: FileHandle = .standardError, keep: @escaping (String) -> Bool) {
    self.target = target
    self.keep = keep
  }

  func take(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    pending.append(data)
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = pending[pending.startIndex...newline]
      pending.removeSubrange(pending.startIndex...newline)
      if keep(String(decoding: line, as: UTF8.self)) { target.write(Data(line)) }
    }
  }

  func finish() {
    if lock.withLock({ !pending.isEmpty }) { take(Data([0x0A])) }
  }
}

/// A plugin failure: the command's exit code and what to say (SwiftPM prints it after "error:"
/// and exits 1 for any plugin failure).
struct ExitCode: Error, CustomStringConvertible {
  var code: Int32
  var description: String
  init(_ code: Int32, _ description: String = "see the messages above") {
    self.code = code
    self.description = description
  }
  static let failure = ExitCode(1)
}
