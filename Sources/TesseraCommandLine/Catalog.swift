import TesseraSync
import TesseraUI
import UILibrary

/// The previews the commands work on: the built-in catalog, or the one a project passes to
/// `TesseraCommandLine.main(previews:)`.
enum Catalog {
  private static let storage = Locked<[ComponentPreview]>(PreviewCatalog.all)

  /// The current catalog.
  static var previews: [ComponentPreview] {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// The `#Preview`s and `PreviewProvider`s of every module linked into the program.
  static var discovered: [Preview] { TesseraUI.Previews.all() }
}
