/// Builds app commands (kept for compiling: iOS shows no menu bar).
@resultBuilder
public enum CommandsBuilder {
  /// Any commands.
  public static func buildBlock<each C>(_ content: repeat each C) -> EmptyCommands { EmptyCommands() }
  /// Any expression.
  public static func buildExpression<C>(_ content: C) -> C { content }
  /// Commands under an `if`.
  public static func buildOptional<C>(_ content: C?) -> EmptyCommands { EmptyCommands() }
  /// Commands under an `if`/`else`.
  public static func buildEither<C>(first content: C) -> EmptyCommands { EmptyCommands() }
  /// Commands under an `if`/`else`.
  public static func buildEither<C>(second content: C) -> EmptyCommands { EmptyCommands() }
}
