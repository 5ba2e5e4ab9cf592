/// One variant drawn.
struct AgentRender: Codable, Sendable {
  /// The variant's label.
  var variant: String
  /// The image's size in pixels.
  var width: Int
  var height: Int
  /// Pixels per point.
  var scale: Double
  /// The PNG's part.
  var png: Int?
  /// The accessibility tree, as text.
  var tree: String
  /// The audit's findings, one line each.
  var findings: [String]
  /// The render's warnings (a missing asset, unsupported API, text that could not be drawn).
  var warnings: [String]
  /// The controls an action can find: kind, label, identifier, frame.
  var controls: [String]
  /// What the actions did, one line each.
  var notes: [String]
  /// The display list's text form (describe_layout).
  var layout: String?
}
