/// Commands an app puts in its menus and keyboard shortcuts, as SwiftUI's `Commands`:
/// `struct EditCommands: Commands { var body: some Commands { CommandGroup(after: .pasteboard) {…} } }`.
///
/// Status: partial. iOS shows no menu bar, so commands are kept for compiling and never drawn.
@MainActor @preconcurrency
public protocol Commands {
  /// The commands these are made of.
  associatedtype Body: Commands
  /// The commands these are made of.
  @CommandsBuilder var body: Body { get }
}
