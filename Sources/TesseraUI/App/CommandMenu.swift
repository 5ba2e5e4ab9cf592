/// A menu of commands (kept for compiling).
public struct CommandMenu<Content: View> {
  /// A menu named `name`.
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
