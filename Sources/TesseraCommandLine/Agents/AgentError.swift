/// What went wrong with an agent's call, in words an agent can act on: the tool returns it as an
/// error result (`isError`), and the server goes on serving.
struct AgentError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The message.
  var description: String

  /// An error saying `description`.
  init(_ description: String) { self.description = description }
}
