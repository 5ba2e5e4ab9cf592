import TesseraFiles

/// What a command's initializer reads its options and arguments from.
///
/// Collecting, it records each declaration and returns defaults (for help and for sorting the
/// typed words); reading, it also returns the values typed, converted to the declared type.
package struct ArgumentReader {
  /// Every option, flag and argument declared so far, in order.
  private(set) var specs: [ArgumentSpec] = []
  /// The typed values, or nil while collecting.
  private let parsed: ParsedArguments?
  /// The title of the help section declarations now go under.
  private var group: String?

  /// A reader that only collects declarations.
  init() { parsed = nil }

  /// A reader of `parsed`.
  init(_ parsed: ParsedArguments) { self.parsed = parsed }

  /// Declares the options `read` reads under a help section titled `title`.
  package mutating func group<T>(_ title: String?, _ read: (inout ArgumentReader) throws -> T) rethrows -> T {
    let outer = group
    if let title { group = title }
    defer { group = outer }
    return try read(&self)
  }

  /// An option taking one value, or nil when it is not given.
  /// - Throws: ``UsageError`` when the value does not convert to `T`.
  package mutating func option<T: ArgumentValue>(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) throws -> T? {
    let spec = declare(.option, name, short, valueName, help, .optional, nil, T.allValueStrings)
    return try parsed?.values[name]?.last.map { try convert($0, spec, T.expectedForm) }
  }

  /// An option taking one value, or `defaultValue` when it is not given.
  /// - Throws: ``UsageError`` when the value does not convert to `T`.
  package mutating func option<T: ArgumentValue>(
    _ name: String, short: Character? = nil, valueName: String? = nil, default defaultValue: T, help: String
  ) throws -> T {
    let spec = declare(
      .option, name, short, valueName, help, .optional, defaultValue.defaultValueDescription,
      T.allValueStrings)
    return try parsed?.values[name]?.last.map { try convert($0, spec, T.expectedForm) } ?? defaultValue
  }

  /// An option that must be given, taking one value (parsing refuses the command without it).
  package mutating func requiredOption(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) -> String {
    declare(.option, name, short, valueName, help, .required, nil, [])
    return parsed?.values[name]?.last ?? ""
  }

  /// An option that may be given several times, with every value in the order typed.
  /// - Throws: ``UsageError`` when a value does not convert to `T`.
  package mutating func repeatedOption<T: ArgumentValue>(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) throws -> [T] {
    let spec = declare(.option, name, short, valueName, help, .repeated, nil, T.allValueStrings)
    return try (parsed?.values[name] ?? []).map { try convert($0, spec, T.expectedForm) }
  }

  /// A flag: whether it is given.
  package mutating func flag(_ name: String, help: String) -> Bool {
    declare(.flag, name, nil, nil, help, .optional, nil, [])
    return parsed?.flags.contains(name) ?? false
  }

  /// A positional argument that must be given.
  package mutating func argument(_ name: String, help: String) -> String {
    declare(.positional, name, nil, nil, help, .required, nil, [])
    return parsed?.values[name]?.first ?? ""
  }

  /// A positional argument that may be left out.
  package mutating func optionalArgument(_ name: String, help: String) -> String? {
    declare(.positional, name, nil, nil, help, .optional, nil, [])
    return parsed?.values[name]?.first
  }

  /// A positional argument that may be left out, `defaultValue` then.
  package mutating func argument(_ name: String, default defaultValue: String, help: String) -> String {
    declare(.positional, name, nil, nil, help, .optional, defaultValue, [])
    return parsed?.values[name]?.first ?? defaultValue
  }

  /// Every positional argument left, in order.
  package mutating func arguments(_ name: String, help: String) -> [String] {
    declare(.positional, name, nil, nil, help, .repeated, nil, [])
    return parsed?.values[name] ?? []
  }

  @discardableResult
  private mutating func declare(
    _ kind: ArgumentSpec.Kind, _ name: String, _ short: Character?, _ valueName: String?, _ help: String,
    _ arity: ArgumentSpec.Arity, _ defaultValue: String?, _ values: [String]
  ) -> ArgumentSpec {
    let spec = ArgumentSpec(
      kind: kind, name: name, short: short, valueName: valueName ?? name, help: help, arity: arity,
      defaultValue: defaultValue, values: values, group: group)
    specs.append(spec)
    return spec
  }

  private func convert<T: ArgumentValue>(_ text: String, _ spec: ArgumentSpec, _ form: String?) throws -> T {
    guard let value = T(argument: text) else {
      var accepted = ""
      if !spec.values.isEmpty {
        accepted = "; use one of \(spec.values.joined(separator: ", "))"
      } else if let form {
        accepted = "; use \(form)"
      }
      throw UsageError("the value '\(Escape.console(text))' is invalid for '\(spec.label)'\(accepted)")
    }
    return value
  }
}
