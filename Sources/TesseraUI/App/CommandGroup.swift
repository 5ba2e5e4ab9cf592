/// A group of commands (kept for compiling).
public struct CommandGroup<Content: View> {
  /// Commands replacing a group.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands after a group.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands before a group.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}
