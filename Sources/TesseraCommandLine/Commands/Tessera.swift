import Foundation

/// The `tessera` command.
///
/// Exit codes: 0 success; 1 some images could not be rendered or written; 2 usage or input errors
/// (unknown theme or preview, unreadable tokens file, output folder that is a file).

struct Tessera: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "tessera",
      abstract: "Renders UI components to PNG (preview catalogs, single previews) and reports visual diffs.",
      subcommands: [
        Previews.self, Render.self, List.self, Diff.self, Verify.self, Report.self, DocsImages.self, Mcp.self,
      ],
      defaultSubcommand: Previews.self)
  }

  init(_ arguments: inout ArgumentReader) {}

  func run() throws {}

  /// Runs the command line with the documented exit codes: usage errors and every error that is
  /// not an explicit exit code (an input that cannot be read, a file that cannot be written) exit
  /// 2, printed in words. Ctrl-C and SIGTERM remove the temporary files of writes under way and
  /// exit 130 and 143: no half-written file is left.
  static func main(adding commands: [any Command.Type] = []) {
    Interrupts.install()
    let outcome = CommandRunner(root: Tessera.self, added: commands).run(
      Array(CommandLine.arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(Console.guarded(outcome.output).utf8))
    FileHandle.standardError.write(Data(Console.guarded(outcome.error).utf8))
    exit(outcome.code)
  }
}
