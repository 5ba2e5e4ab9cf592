/// Problems in a design-tokens file. Each names the file or the token path.
public enum TokenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, detail: String)
  /// The file is not valid JSON.
  case invalidJSON(source: String, detail: String)
  /// A token the theme needs is missing.
  case missingToken(String)
  /// A token the theme does not know (probably a typo).
  case unknownToken(String, suggestion: String?)
  /// A token whose value is not of its type.
  case malformed(String, reason: String)
  /// A reference to a token that does not exist.
  case badReference(String, reference: String)
  /// References that lead back to a token already on the way: the chain from the token looked
  /// up to the first token repeated, e.g. `["color.accent", "x.a", "x.b", "x.a"]`.
  case aliasCycle([String])
  /// A token that reaches its value only through more than `limit` references.
  case aliasChainTooLong(String, limit: Int)
  /// A tokens file (or JSON) of `size` bytes, more than the `limit` (in bytes) that is read.
  case tooLarge(path: String, size: Int, limit: Int)

  /// A sentence naming the token path and the problem.
  public var description: String {
    switch self {
    case .unreadable(let p, let d): return "\(p): cannot read the tokens file (\(d))"
    case .invalidJSON(let s, let d): return "\(s): not valid JSON (\(d))"
    case .missingToken(let t): return "missing token \(t)"
    case .unknownToken(let t, let s): return "unknown token \(t)" + (s.map { "; did you mean \($0)?" } ?? "")
    case .malformed(let t, let r): return "token \(t): \(r)"
    case .badReference(let t, let r): return "token \(t): reference \(r) does not resolve"
    case .aliasCycle(let chain): return "alias cycle: " + chain.joined(separator: " → ")
    case .aliasChainTooLong(let t, let limit):
      return "token \(t): its chain of references is longer than the limit of \(limit)"
    case .tooLarge(let p, let size, let limit):
      return "\(p): the tokens file is \(size) bytes, more than the limit of \(limit) bytes"
        + (limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : "")
    }
  }
}
