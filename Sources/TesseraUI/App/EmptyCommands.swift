/// No commands.
public struct EmptyCommands: Commands, Sendable {
  /// No commands.
  nonisolated public init() {}
  /// Itself: built-in commands are never asked for their body.
  public var body: EmptyCommands { self }
}
