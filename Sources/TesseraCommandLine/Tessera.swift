import ArgumentParser
import Foundation

/// The `tessera` command.
///
/// Exit codes: 0 success; 1 some images could not be rendered or written; 2 usage or input errors
/// (unknown theme or preview, unreadable tokens file, output folder that is a file).

struct Tessera: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tessera",
    abstract: "Renders UI components to PNG (preview catalogs, single previews) and reports visual diffs.",
    subcommands: [
      Previews.self, Render.self, List.self, Diff.self, Verify.self, Report.self, DocsImages.self,
      AddDigests.self,
    ],
    defaultSubcommand: Previews.self)

  /// Runs the command, mapping ArgumentParser's usage-error code (64) to our documented code 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if let error = error as? InputError {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        Foundation.exit(2)
      }
      let code = exitCode(for: error)
      if code == ExitCode.validationFailure {
        let message = fullMessage(for: error)
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
