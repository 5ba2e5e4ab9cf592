import Foundation
import PackagePlugin

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
    "previews", "render", "list", "diff", "verify", "report", "docs", "help",
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
    let executables = package.products.compactMap { $0 as? ExecutableProduct }
    let executable: URL
    if let productName {
      guard executables.contains(where: { $0.name == productName }) else {
        Diagnostics.error(
          "no executable product named \(productName); this package has: \(executables.map(\.name).joined(separator: ", "))"
        )
        throw ExitCode.failure
      }
      executable = try build(productName)
    } else if let product = executables.first(where: { $0.name.hasSuffix("Previews") }) {
      executable = try build(product.name)
    } else if executables.contains(where: { $0.name == "tessera" }) {
      executable = try build("tessera")
    } else {
      if let first = rest.first, Self.referenceCommands.contains(first) {
        Diagnostics.error(
          "`\(first)` changes reference folders and is not part of the previews runner; run it with `swift run tessera \(first) …` (Tessera's own executable)"
        )
        throw ExitCode(2)
      }
      executable = try buildRunner(context: context)
    }
    try run(executable, rest, in: package.directoryURL)
  }

  /// Builds `product` of this package (debug: the build is what takes time, not the rendering).
  func build(_ product: String) throws -> URL {
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
      let state = scratch.appending(path: "workspace-state.json")
      if let data = FileManager.default.contents(atPath: state.path(percentEncoded: false)) {
        savedState = (state, data)
      }
    } else {
      arguments += ["--scratch-path", work.appending(path: "build").path(percentEncoded: false)]
    }
    arguments += ["--product", "TesseraPreviewsRunner"]
    let build = Process()
    build.executableURL = swift
    build.arguments = arguments
    defer { if let (url, data) = savedState { try? data.write(to: url, options: .atomic) } }
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
    let forwarded = LineFilter { line in
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
  func run(_ executable: URL, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
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

/// Passes a stream's complete lines to stderr when `keep` says so.
final class LineFilter: @unchecked Sendable {
  private let keep: (String) -> Bool
  private var pending = Data()
  private let lock = NSLock()

  init(keep: @escaping (String) -> Bool) { self.keep = keep }

  func take(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    pending.append(data)
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = pending[pending.startIndex...newline]
      pending.removeSubrange(pending.startIndex...newline)
      if keep(String(decoding: line, as: UTF8.self)) { FileHandle.standardError.write(Data(line)) }
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
