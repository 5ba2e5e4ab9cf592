/// Resolves token references (`"{group.token}"`) to values without recursion, in time linear in
/// the number of tokens: each walk keeps one dictionary of the tokens on its way (for cycles),
/// and every token it passes is remembered with its value and its distance to it, so no token
/// is walked twice across lookups.
struct AliasResolver {
  /// Tokens by dotted path, as in the file.
  let tokens: [String: Any]
  /// The most references a lookup may follow.
  let maximumChain: Int
  /// Resolved tokens: the value, and how many references lead from the token to it.
  private var resolved: [String: (value: Any, depth: Int)] = [:]
  /// How many tokens the lookups so far have visited in all (the work done, which tests bound).
  private(set) var steps = 0

  init(tokens: [String: Any], maximumChain: Int) {
    self.tokens = tokens
    self.maximumChain = maximumChain
  }

  /// The path a token's value refers to, when it is a reference.
  static func reference(_ value: Any) -> String? {
    guard let s = value as? String, s.count >= 2, s.hasPrefix("{"), s.hasSuffix("}") else { return nil }
    return String(s.dropFirst().dropLast())
  }

  /// The value of the token at `path`, following references.
  /// - Throws: ``TokenError/missingToken(_:)``, ``TokenError/badReference(_:reference:)``,
  ///   ``TokenError/aliasCycle(_:)`` or ``TokenError/aliasChainTooLong(_:limit:)``.
  mutating func value(of path: String) throws -> Any {
    var chain: [String] = []
    var onChain: [String: Int] = [:]
    var current = path
    var result: (value: Any, depth: Int)
    while true {
      steps += 1
      if let known = resolved[current] {
        result = known
        break
      }
      guard let v = tokens[current] else { throw TokenError.missingToken(current) }
      guard let target = Self.reference(v) else {
        result = (v, 0)
        break
      }
      onChain[current] = chain.count
      chain.append(current)
      if onChain[target] != nil { throw TokenError.aliasCycle(chain + [target]) }
      guard tokens[target] != nil else {
        throw TokenError.badReference(current, reference: "{\(target)}")
      }
      if chain.count > maximumChain { throw TokenError.aliasChainTooLong(path, limit: maximumChain) }
      current = target
    }
    if chain.count + result.depth > maximumChain {
      throw TokenError.aliasChainTooLong(path, limit: maximumChain)
    }
    // Remember every token on the way, each with its own distance to the value.
    for (i, p) in chain.enumerated() { resolved[p] = (result.value, result.depth + chain.count - i) }
    return result.value
  }
}
