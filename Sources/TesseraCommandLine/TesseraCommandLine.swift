import UILibrary

/// The `tessera` command as a library, so a project can run it on its own preview catalog.
///
/// A project that depends on Tessera adds an executable target whose name ends in `Previews`,
/// with one file:
///
/// ```swift
/// import TesseraCommandLine
/// TesseraCommandLine.main(previews: MyCatalog.all)
/// ```
///
/// `swift package previews` (the Tessera plugin) then builds and runs it: every subcommand of
/// `tessera` (`previews`, `render`, `list`, `verify`, `docs`, `diff`) works on that catalog.
public enum TesseraCommandLine {
  /// Parses the process's arguments and runs the command on `previews`, then exits with the
  /// command's exit code (0 success, 1 failures or changes, 2 usage or input errors).
  /// - Parameter previews: the catalog; default: Tessera's built-in `PreviewCatalog.all`.
  public static func main(previews: [ComponentPreview] = PreviewCatalog.all) {
    Catalog.previews = previews
    Tessera.main()
  }
}
