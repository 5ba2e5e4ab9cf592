/// No commands.
public struct EmptyCommands: Sendable {
  /// No commands.
  public init() {}
}
