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
      Previews.self, Render.self, List.self, Diff.self, Verify.self, Review.self, Accept.self, Report.self,
      DocsImages.self,
      AddDigests.self,
    ],
    defaultSubcommand: Previews.self)

  /// Runs the command with the documented exit codes: ArgumentParser's usage errors (64) become
  /// 2, and so does every error that is not an explicit exit code (an input that cannot be read,
  /// a file that cannot be written), printed in words. Ctrl-C and SIGTERM remove the temporary
  /// files of writes under way and exit 130 and 143: no half-written file is left.
  static func main() {
    Interrupts.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if let error = error as? InputError {
        Console.error("Error: \(error)")
        Foundation.exit(2)
      }
      let code = exitCode(for: error)
      if error is ExitCode || error is CleanExit || code == .success { exit(withError: error) }
      let message = fullMessage(for: error)
      Console.error(message.isEmpty ? "Error: \(ManagedFolder.words(error))" : message)
      Foundation.exit(2)
    }
  }
}
