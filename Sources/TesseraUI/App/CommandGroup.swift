/// A group of commands (kept for compiling).
public struct CommandGroup<Content: View>: Commands {
  /// Commands replacing a group.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands after a group.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands before a group.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// No commands of its own: a group is kept, not drawn.
  public var body: EmptyCommands { EmptyCommands() }
}
