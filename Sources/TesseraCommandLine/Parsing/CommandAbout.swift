/// What help says about a command, and the commands under it.
struct CommandAbout {
  /// The name typed on the command line (`verify`, `add-digests`).
  var name: String
  /// One line: what the command does.
  var abstract: String
  /// Paragraphs after the abstract in the command's help (empty: none).
  var discussion: String = ""
  /// The commands under this one, in the order help lists them.
  var subcommands: [any Command.Type] = []
  /// The subcommand run when the first argument names none (nil: help is shown).
  var defaultSubcommand: (any Command.Type)? = nil
}
