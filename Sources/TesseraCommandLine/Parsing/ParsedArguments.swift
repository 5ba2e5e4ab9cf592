import TesseraFiles

/// The values typed on the command line, sorted by the argument they belong to.
struct ParsedArguments {
  /// Each option's values and each positional argument's, in the order typed, by name.
  var values: [String: [String]] = [:]
  /// The flags typed, by name.
  var flags: Set<String> = []

  /// Sorts `tokens` by `specs`.
  /// - Throws: ``UsageError`` for an unknown option, an option without its value, a flag given a
  ///   value, a positional argument too many or a required one missing.
  init(_ tokens: [String], specs: [ArgumentSpec]) throws {
    var positionals: [String] = []
    var index = 0
    var onlyPositionals = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if onlyPositionals || token == "-" || !token.hasPrefix("-") || Double(token) != nil {
        positionals.append(token)
        continue
      }
      if token == "--" {
        onlyPositionals = true
        continue
      }
      var name = token
      var attached: String?
      if let eq = token.firstIndex(of: "=") {
        name = String(token[..<eq])
        attached = String(token[token.index(after: eq)...])
      }
      let spec: ArgumentSpec?
      if name.hasPrefix("--") {
        let long = name.dropFirst(2)
        spec = specs.first { $0.kind != .positional && $0.name == long }
      } else if name.count == 2, let letter = name.last {
        spec = specs.first { $0.kind != .positional && $0.short == letter }
      } else {
        spec = nil
      }
      guard let spec else {
        throw UsageError("unknown option '\(Escape.console(name))'")
      }
      switch spec.kind {
      case .flag:
        if attached != nil { throw UsageError("\(spec.label) takes no value") }
        flags.insert(spec.name)
      case .option:
        let value: String
        if let attached {
          value = attached
        } else if index < tokens.count, !tokens[index].hasPrefix("--") {
          value = tokens[index]
          index += 1
        } else {
          throw UsageError("missing value for '\(spec.label)'")
        }
        if value.isEmpty { throw UsageError("'\(spec.label)' was given an empty value") }
        if spec.arity == .repeated {
          values[spec.name, default: []].append(value)
        } else {
          values[spec.name] = [value]
        }
      case .positional:
        break
      }
    }
    for spec in specs where spec.kind == .positional {
      switch spec.arity {
      case .repeated:
        values[spec.name] = positionals
        positionals = []
      case .required, .optional:
        if positionals.isEmpty {
          if spec.arity == .required { throw UsageError("missing expected argument '\(spec.label)'") }
        } else {
          values[spec.name] = [positionals.removeFirst()]
        }
      }
    }
    if let extra = positionals.first {
      throw UsageError("unexpected argument '\(Escape.console(extra))'")
    }
    for spec in specs where spec.kind == .option && spec.arity == .required && values[spec.name] == nil {
      throw UsageError("missing expected argument '\(spec.label)'")
    }
  }
}
