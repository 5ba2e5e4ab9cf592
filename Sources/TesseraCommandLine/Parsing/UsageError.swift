/// Arguments the command cannot take (an unknown option, a missing or malformed value): the
/// message, the command's usage line, and exit code 2.
package struct UsageError: Error, CustomStringConvertible {
  /// What is wrong, naming the option or argument.
  package var description: String

  /// A usage error saying `description`.
  package init(_ description: String) { self.description = description }
}
