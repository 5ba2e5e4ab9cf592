/// A command's help and usage line, as `--help` and usage errors print them.
struct HelpText {
  /// The command names from the program to the command (`["tessera", "report", "merge"]`).
  var path: [String]
  /// What the command says about itself.
  var about: CommandAbout
  /// The commands under it, in the order listed.
  var subcommands: [any Command.Type]
  /// What it declares.
  var specs: [ArgumentSpec]

  /// The width help is wrapped to, in characters.
  static let width = 80
  /// The column help texts start at.
  static let column = 28

  /// `USAGE: tessera diff <baseline> <current> [<options>]`.
  var usage: String {
    var words = path
    if !subcommands.isEmpty, specs.isEmpty {
      words.append(about.defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]")
    }
    for spec in specs where spec.kind == .option && spec.arity == .required {
      words.append(spec.label)
    }
    if specs.contains(where: { $0.kind != .positional && $0.arity != .required }) {
      words.append("[<options>]")
    }
    for spec in specs where spec.kind == .positional {
      words.append(spec.arity == .required ? spec.label : "[\(spec.label)]")
    }
    return words.joined(separator: " ")
  }

  /// The whole help: overview, usage, arguments, options by section, subcommands.
  var text: String {
    var out = "OVERVIEW: \(about.abstract)\n"
    if !about.discussion.isEmpty { out += "\n" + Self.wrap(about.discussion, indent: 0) + "\n" }
    out += "\nUSAGE: \(usage)\n"
    let positionals = specs.filter { $0.kind == .positional }
    if !positionals.isEmpty {
      out += "\nARGUMENTS:\n" + positionals.map(Self.entry).joined()
    }
    var sections: [(title: String?, specs: [ArgumentSpec])] = []
    for spec in specs where spec.kind != .positional {
      if let i = sections.firstIndex(where: { $0.title == spec.group }) {
        sections[i].specs.append(spec)
      } else {
        sections.append((spec.group, [spec]))
      }
    }
    let helpEntry = Self.entry(label: "-h, --help", help: "Show help information.")
    if !sections.contains(where: { $0.title == nil }) { sections.insert((nil, []), at: 0) }
    for section in sections {
      out += "\n\(section.title.map { $0.uppercased() } ?? "OPTIONS"):\n"
      out += section.specs.map(Self.entry).joined()
      if section.title == nil { out += helpEntry }
    }
    if !subcommands.isEmpty {
      out += "\nSUBCOMMANDS:\n"
      for sub in subcommands {
        let isDefault = about.defaultSubcommand.map { ObjectIdentifier($0) == ObjectIdentifier(sub) } ?? false
        out += Self.entry(label: sub.about.name + (isDefault ? " (default)" : ""), help: sub.about.abstract)
      }
      out += "\n  See '\(path.joined(separator: " ")) help <subcommand>' for detailed help.\n"
    }
    return out
  }

  /// One entry: the label, then its help wrapped beside it (under it when the label is long).
  static func entry(_ spec: ArgumentSpec) -> String {
    var label = spec.label
    if let short = spec.short { label = "-\(short), " + label }
    var help = spec.help
    var notes: [String] = []
    if !spec.values.isEmpty { notes.append("values: " + spec.values.joined(separator: ", ")) }
    if let value = spec.defaultValue { notes.append("default: " + value) }
    if !notes.isEmpty { help += " (" + notes.joined(separator: "; ") + ")" }
    return entry(label: label, help: help)
  }

  /// One entry of `label` and `help`.
  static func entry(label: String, help: String) -> String {
    let lead = "  " + label
    let body = wrap(help, indent: column)
    if lead.count <= column - 2 {
      let first = body.dropFirst(column)
      return lead + String(repeating: " ", count: column - lead.count) + first + "\n"
    }
    return lead + "\n" + body + "\n"
  }

  /// `text` wrapped to ``width`` with every line indented by `indent` spaces; paragraphs (blank
  /// lines) kept.
  static func wrap(_ text: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    return text.components(separatedBy: "\n\n").map { paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        if !line.isEmpty, indent + line.count + 1 + word.count > width {
          lines.append(pad + line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      if !line.isEmpty || lines.isEmpty { lines.append(pad + line) }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}
