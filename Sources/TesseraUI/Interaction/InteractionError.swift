import TesseraDisplayList

/// Why a ``ViewHost`` could not act.
public enum InteractionError: Error, CustomStringConvertible, Equatable {
  /// No control matched; `found` lists every control of the render.
  case notFound(query: String, action: String, found: [String])
  /// Several controls matched.
  case ambiguous(query: String, matches: [String])
  /// The control is disabled.
  case disabled(String)
  /// The control cannot do that.
  case unsupported(String)

  /// What went wrong, with what was found.
  public var description: String {
    switch self {
    case .notFound(let q, let action, let found):
      return "no control to \(action) matches \(q); the render has "
        + (found.isEmpty ? "no controls" : "\(found.count): " + found.joined(separator: "; "))
    case .ambiguous(let q, let matches):
      return "\(matches.count) controls match \(q): " + matches.joined(separator: "; ")
        + "; use a longer text or an accessibility identifier"
    case .disabled(let c): return "\(c) is disabled"
    case .unsupported(let what): return what
    }
  }
}
