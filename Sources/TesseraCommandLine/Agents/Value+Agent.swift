import MCP

extension Value {
  /// A number, whether JSON wrote it as an integer or not.
  var number: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: return nil
    }
  }
}
