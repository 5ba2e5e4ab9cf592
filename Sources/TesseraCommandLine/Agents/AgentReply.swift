/// A render worker's answer to an ``AgentRequest``: a header and the PNGs it names by position
/// among the frame's parts.
struct AgentReply: Codable, Sendable {
  /// Why the request failed, in words; nil when it did not.
  var error: String?
  /// The previews (list).
  var previews: [AgentPreviewInfo]?
  /// The settings a variant can take (list).
  var settings: AgentSettings?
  /// One per variant drawn (render, matrix).
  var renders: [AgentRender] = []
  /// The contact sheet's part (matrix).
  var sheet: Int?
  /// The contact sheet's size in pixels.
  var sheetSize: [Int]?
}
