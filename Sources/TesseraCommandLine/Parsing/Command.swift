/// A command of the `tessera` program: what its help says, how it reads its arguments, and what
/// it does.
///
/// A command declares its options by reading them: `init(_:)` calls the reader's `option`,
/// `flag` and `argument` methods once each, in the order help lists them. The same initializer
/// runs twice: first with a reader that only collects what is declared (for help and for
/// telling options from values), then with the parsed values.
package protocol Command {
  /// The command's name, summary, details and subcommands.
  static var about: CommandAbout { get }

  /// Reads the command's options and arguments.
  /// - Throws: ``UsageError`` for a value of the wrong kind.
  init(_ arguments: inout ArgumentReader) throws

  /// Checks the options together, before ``run()``.
  /// - Throws: ``UsageError`` naming the option at fault.
  func validate() throws

  /// Does the command's work.
  /// - Throws: ``ExitCode`` for a documented non-zero exit, ``UsageError`` or ``InputError`` (exit 2).
  func run() throws
}

package extension Command {
  func validate() throws {}

  /// Every option, flag and argument the command declares, in order.
  internal static func declarations() -> [ArgumentSpec] {
    var reader = ArgumentReader()
    _ = try? Self(&reader)
    return reader.specs
  }

  /// The command with the values of `parsed`.
  /// - Throws: ``UsageError`` for a value of the wrong kind.
  internal static func make(_ parsed: ParsedArguments) throws -> Self {
    var reader = ArgumentReader(parsed)
    return try Self(&reader)
  }
}
