import Foundation
import PackagePlugin

/// `swift package previews [--product NAME] [tessera arguments…]`: renders the package's own
/// preview catalog.
///
/// The catalog comes from the package's executable product whose name ends in `Previews` (or the
/// one `--product` names), a one-line `main.swift` calling
/// `TesseraCommandLine.main(previews: MyCatalog.all)`. The plugin builds it and runs it from the
/// package folder with the remaining arguments: `previews` by default, or any `tessera`
/// subcommand (`swift package previews verify --snapshots Snapshots/Previews`). Without such a
/// product it says how to add one and renders Tessera's built-in catalog.
@main
struct TesseraPreviewsPlugin: CommandPlugin {
  static let subcommands: Set<String> = [
    "previews", "render", "list", "diff", "verify", "report", "docs", "help",
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let productName = extractor.extractOption(named: "product").last
    var rest = extractor.remainingArguments
    if rest.first.map({ !Self.subcommands.contains($0) && !$0.hasPrefix("--help") }) ?? true {
      rest.insert("previews", at: 0)
    }
    let executables = context.package.products.compactMap { $0 as? ExecutableProduct }
    var executable: URL
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
    } else {
      Diagnostics.remark(
        """
        this package has no executable product ending in "Previews", so Tessera's built-in catalog is \
        rendered. To render your own, add one whose main.swift is: \
        import TesseraCommandLine; TesseraCommandLine.main(previews: MyCatalog.all)
        """)
      executable = try context.tool(named: "TesseraCLI").url
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = rest
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error(
        "tessera \(rest.joined(separator: " ")) exited with code \(process.terminationStatus)")
      throw ExitCode(process.terminationStatus)
    }
  }

  /// Builds `product` (debug: the build is what takes time, not the rendering) and returns it.
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
}

/// A plugin failure with the exit code to report.
struct ExitCode: Error {
  var code: Int32
  init(_ code: Int32) { self.code = code }
  static let failure = ExitCode(1)
}
