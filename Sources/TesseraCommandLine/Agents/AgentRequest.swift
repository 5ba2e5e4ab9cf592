/// What the MCP server asks its render worker: list the previews, or render one preview in some
/// variants (after some actions). Sent as the first part of a ``WorkerWire`` frame.
struct AgentRequest: Codable, Sendable {
  /// What to do.
  enum Operation: String, Codable, Sendable {
    /// Every preview with its file and line, and the variant settings available.
    case list
    /// One preview in each of `variants`, after `actions`.
    case render
    /// One preview in each of `variants`, and a contact sheet of them all.
    case matrix
  }
  var operation: Operation
  /// The preview's id (`Module/File/Name`) or a name that finds exactly one.
  var preview: String?
  /// The variants to draw (render: one).
  var variants: [AgentVariant] = []
  /// What to do to the preview before the render, in order.
  var actions: [AgentAction] = []
  /// Whether to send the display list's text form (`describe_layout`).
  var layout = false
}
