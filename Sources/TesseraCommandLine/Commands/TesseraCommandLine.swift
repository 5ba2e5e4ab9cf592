import CTesseraCrashNote

/// The `tessera` command as a library, run on every `#Preview` and `PreviewProvider` linked into
/// the program.
///
/// `swift package previews` (the Tessera plugin) writes and builds such a program for a package,
/// linking its libraries, with one line:
///
/// ```swift
/// import TesseraCommandLine
/// TesseraCommandLine.main()
/// ```
///
/// Every subcommand of `tessera` (`previews`, `render`, `list`, `verify`, `docs`, `diff`) then
/// works on those previews (see `Docs/Previews.md`).
public enum TesseraCommandLine {
  /// Parses the process's arguments and runs the command on every `#Preview` and
  /// `PreviewProvider` linked into the program, in every `PreviewDimension` it links, then exits
  /// with the command's exit code (0 success, 1 failures or changes, 2 usage or input errors, or
  /// no previews at all).
  public static func main() { main(adding: []) }

  /// `main()` with `commands` added to the top command's subcommands (the `tessera` executable
  /// adds `TesseraReview`'s `review`, `accept` and `add-digests`).
  package static func main(adding commands: [any Command.Type]) {
    tessera_crash_note_install(
      RenderWorker.isWorker
        ? "tessera: a render worker died while rendering " : "tessera: the process died while rendering ")
    // Catalog runs render in worker processes started from this program (RenderWorker).
    RenderWorker.enabled = true
    Tessera.main(adding: commands)
  }
}
