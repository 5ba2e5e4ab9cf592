import Foundation
import TesseraFiles

/// Runs a command line: finds the subcommand the words name, parses its options, checks them,
/// runs it, and turns what it throws into a message and an exit code.
struct CommandRunner {
  /// The program's top command.
  var root: any Command.Type
  /// Subcommands the program adds to the top command's own (the `tessera` executable's
  /// `review`, `accept` and `add-digests`).
  var added: [any Command.Type] = []

  /// What running a command line came to.
  struct Outcome: Equatable {
    /// The exit status.
    var code: Int32
    /// Text for standard output (help).
    var output: String = ""
    /// Text for standard error (the error and the usage line).
    var error: String = ""
  }

  /// Runs `arguments` (the words after the program's name) and returns the exit status and what
  /// to print. Exit codes: 0 success or help; 2 usage or input errors; otherwise the command's own.
  func run(_ arguments: [String]) -> Outcome {
    var path: [any Command.Type] = [root]
    var words = arguments[...]
    // `tessera help [subcommand …]`.
    if words.first == "help" {
      words.removeFirst()
      while let word = words.first, let sub = subcommand(named: word, of: path) {
        path.append(sub)
        words.removeFirst()
      }
      if let word = words.first {
        return usageFailure("no subcommand named '\(Escape.console(word))'", path: path)
      }
      return Outcome(code: 0, output: help(path).text)
    }
    while let word = words.first, let sub = subcommand(named: word, of: path) {
      path.append(sub)
      words.removeFirst()
    }
    let wantsHelp = words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    if wantsHelp { return Outcome(code: 0, output: help(path).text) }
    if let last = path.last, !subcommands(last).isEmpty {
      if let fallback = last.about.defaultSubcommand {
        path.append(fallback)
      } else if let word = words.first {
        return usageFailure("no subcommand named '\(Escape.console(word))'", path: path)
      } else {
        return Outcome(code: 0, output: help(path).text)
      }
    }
    do {
      guard let type = path.last else { return Outcome(code: 2) }
      let parsed = try ParsedArguments(Array(words), specs: help(path).specs)
      let command = try type.make(parsed)
      try command.validate()
      try command.run()
      return Outcome(code: 0)
    } catch let error as ExitCode {
      return Outcome(code: error.rawValue)
    } catch let error as UsageError {
      return usageFailure(error.description, path: path)
    } catch let error as InputError {
      return Outcome(code: 2, error: "Error: \(error)\n")
    } catch {
      return Outcome(code: 2, error: "Error: \(ManagedFolder.words(error))\n")
    }
  }

  /// The subcommand of the last command of `path` named `word`, if any.
  func subcommand(named word: String, of path: [any Command.Type]) -> (any Command.Type)? {
    path.last.map(subcommands)?.first { $0.about.name == word }
  }

  /// The subcommands of `type`: its own, and for the top command the ones the program adds.
  func subcommands(_ type: any Command.Type) -> [any Command.Type] {
    type.about.subcommands + (ObjectIdentifier(type) == ObjectIdentifier(root) ? added : [])
  }

  /// The help of the last command of `path`.
  func help(_ path: [any Command.Type]) -> HelpText {
    let type = path.last ?? root
    return HelpText(
      path: path.map { $0.about.name }, about: type.about, subcommands: subcommands(type),
      specs: type.declarations())
  }

  /// A usage error: the message, the usage line, where to find help; exit 2.
  func usageFailure(_ message: String, path: [any Command.Type]) -> Outcome {
    let help = help(path)
    let name = help.path.joined(separator: " ")
    return Outcome(
      code: 2,
      error: "Error: \(message)\nUsage: \(help.usage)\n  See '\(name) --help' for more information.\n")
  }
}
