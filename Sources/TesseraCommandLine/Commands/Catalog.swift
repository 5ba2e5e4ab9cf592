import TesseraUI

/// The previews the commands work on: every `#Preview` and `PreviewProvider` of the modules linked
/// into the program.
enum Catalog {
  /// The `#Preview`s and `PreviewProvider`s of every module linked into the program.
  static var discovered: [Preview] { TesseraUI.Previews.all() }
}
