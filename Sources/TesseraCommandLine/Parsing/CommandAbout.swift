/// What help says about a command, and the commands under it.
package struct CommandAbout {
  /// The name typed on the command line (`verify`, `add-digests`).
  package var name: String
  /// One line: what the command does.
  package var abstract: String
  /// Paragraphs after the abstract in the command's help (empty: none).
  package var discussion: String
  /// The commands under this one, in the order help lists them.
  package var subcommands: [any Command.Type]
  /// The subcommand run when the first argument names none (nil: help is shown).
  package var defaultSubcommand: (any Command.Type)?

  /// A command named `name` doing what `abstract` says, with `discussion` after it in help.
  package init(
    name: String, abstract: String, discussion: String = "", subcommands: [any Command.Type] = [],
    defaultSubcommand: (any Command.Type)? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }
}
