/// A menu of commands (kept for compiling).
public struct CommandMenu<Content: View>: Commands {
  /// A menu named `name`.
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// No commands of its own: a menu is kept, not drawn.
  public var body: EmptyCommands { EmptyCommands() }
}
