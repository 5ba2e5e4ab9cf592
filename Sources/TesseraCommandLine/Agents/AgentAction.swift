import MCP
import TesseraFiles
import TesseraUI

/// One thing an agent does to a rendered preview as a user would: tap, type, toggle, scroll,
/// swipe, set a slider or pick an option, finding the element by its label's text or its
/// accessibility identifier (``ViewHost``).
struct AgentAction: Codable, Sendable, Hashable, CustomStringConvertible {
  /// What to do.
  enum Kind: String, Codable, Sendable, CaseIterable {
    case tap, type, replace, toggle, scroll, swipe, setValue = "set_value", select
  }
  var kind: Kind
  /// The element's label text (a field's placeholder), or nil when `identifier` finds it.
  var label: String?
  /// The element's accessibility identifier.
  var identifier: String?
  /// The text to type (`type`, `replace`), the option's tag (`select`) or the edge (`swipe`:
  /// "leading" or "trailing", default trailing).
  var text: String?
  /// The slider's new value (`set_value`).
  var value: Double?

  /// The keys an action object accepts.
  static let keys = ["action", "label", "identifier", "text", "value"]

  /// The action as the agent wrote it, or the first problem in words.
  init(_ object: [String: Value]) throws(AgentError) {
    for key in object.keys.sorted() where !Self.keys.contains(key) {
      throw AgentError(
        "unknown action key \"\(Escape.console(key))\"; an action has \(Self.keys.joined(separator: ", "))")
    }
    let names = Kind.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = object["action"]?.stringValue else {
      throw AgentError("every action names what to do in \"action\": one of \(names)")
    }
    guard let kind = Kind(rawValue: name) else {
      throw AgentError("unknown action \"\(Escape.console(name))\"; use one of \(names)")
    }
    self.kind = kind
    func string(_ key: String) throws(AgentError) -> String? {
      guard let v = object[key] else { return nil }
      guard let s = v.stringValue, s.utf8.count <= 10_000 else {
        throw AgentError("\(key) must be a string of at most 10000 bytes")
      }
      return s
    }
    label = try string("label")
    identifier = try string("identifier")
    text = try string("text")
    if let v = object["value"] {
      guard let d = v.number, d.isFinite else { throw AgentError("value must be a number") }
      value = d
    }
    if (label == nil) == (identifier == nil) {
      throw AgentError("\(name): give the element's label or its identifier (one of them)")
    }
    switch kind {
    case .type, .replace, .select:
      if text == nil {
        throw AgentError("\(name) needs \"text\" (\(kind == .select ? "the option's tag" : "what to type"))")
      }
    case .setValue:
      if value == nil { throw AgentError("set_value needs a number in \"value\"") }
    case .swipe:
      if let t = text, t != "leading", t != "trailing" {
        throw AgentError("swipe's \"text\" is the edge: leading or trailing")
      }
    case .tap, .toggle, .scroll: break
    }
    if identifier != nil, ![.tap, .type, .scroll].contains(kind) {
      throw AgentError("\(name) finds its element by label only (identifier works with tap, type and scroll)")
    }
  }

  /// `tap "Sign In"`, `type "ada@example.com" into "Email"`.
  var description: String {
    let target =
      label.map { "\"\(Escape.console($0))\"" } ?? "identifier \"\(Escape.console(identifier ?? ""))\""
    switch kind {
    case .type: return "type \"\(Escape.console(text ?? ""))\" into \(target)"
    case .replace: return "replace the text of \(target) with \"\(Escape.console(text ?? ""))\""
    case .select: return "select \"\(Escape.console(text ?? ""))\" in \(target)"
    case .setValue: return "set \(target) to \(value ?? 0)"
    case .swipe: return "swipe \(target) from the \(text ?? "trailing") edge"
    case .scroll: return "scroll to \(target)"
    default: return "\(kind.rawValue) \(target)"
    }
  }

  /// Does the action to `host`'s view.
  /// - Throws: ``InteractionError`` in words (no such element, several, disabled).
  func apply<C>(to host: ViewHost<C>) throws {
    switch kind {
    case .tap:
      if let identifier { try host.tap(identifier: identifier) } else { try host.tap(label ?? "") }
    case .type:
      if let identifier {
        try host.type(text ?? "", intoIdentifier: identifier)
      } else {
        try host.type(text ?? "", into: label ?? "")
      }
    case .replace: try host.replaceText(in: label ?? "", with: text ?? "")
    case .toggle: try host.toggle(label ?? "")
    case .scroll: try host.scroll(to: identifier ?? label ?? "")
    case .swipe: try host.swipe(label ?? "", edge: text == "leading" ? .leading : .trailing)
    case .setValue: try host.setValue(value ?? 0, of: label ?? "")
    case .select:
      // A tag is matched as written, then as a whole number (pickers tagged with strings or ints).
      let tag = text ?? ""
      do { try host.select(tag, in: label ?? "") } catch let first {
        guard let n = Int(tag) else { throw first }
        try host.select(n, in: label ?? "")
      }
    }
  }
}
