/// A preview as `list_previews` names it.
struct AgentPreviewInfo: Codable, Sendable {
  /// `Module/File/Name`: what the other tools take.
  var id: String
  /// The name given in `#Preview("…")`, or the one made for it.
  var name: String
  var module: String
  /// The source file, as `#fileID` gives it (`Module/File.swift`).
  var file: String
  var line: Int
}
