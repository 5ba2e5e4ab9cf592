/// One option, flag or positional argument a command declares: how it is typed and how help
/// shows it.
struct ArgumentSpec {
  /// What kind of argument it is.
  enum Kind: Equatable {
    /// `--name VALUE` (or `--name=VALUE`, `-x VALUE`).
    case option
    /// `--name`, no value.
    case flag
    /// A value by its position.
    case positional
  }

  /// How many values it takes.
  enum Arity: Equatable {
    /// Must be given.
    case required
    /// At most once (for an option, the last one typed wins).
    case optional
    /// Any number of times (a positional argument of this kind takes every value left).
    case repeated
  }

  /// What kind of argument it is.
  var kind: Kind
  /// The long name without dashes (`max-diff-pixels`), or the positional argument's name.
  var name: String
  /// The one-letter name (`o` for `-o`), if any.
  var short: Character?
  /// How help names the value (`<output>`).
  var valueName: String
  /// One line of help.
  var help: String
  /// How many values it takes.
  var arity: Arity
  /// The default, as help shows it (nil: none shown).
  var defaultValue: String?
  /// The values it accepts, for help (empty: not a short list).
  var values: [String]
  /// The title of the help section it is listed under (nil: the command's arguments or options).
  var group: String?

  /// How help and error messages name it: `--output <output>`, `--check`, `<baseline>`.
  var label: String {
    switch kind {
    case .option: return "--\(name) <\(valueName)>"
    case .flag: return "--\(name)"
    case .positional: return "<\(valueName)>" + (arity == .repeated ? " ..." : "")
    }
  }
}
