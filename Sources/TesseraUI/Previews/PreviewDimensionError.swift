/// A value a ``PreviewDimension`` does not accept, or a dimension no linked module declares.
public struct PreviewDimensionError: Error, Sendable, CustomStringConvertible {
  /// The dimension's name.
  public let dimension: String
  /// The refused value (empty when the dimension itself is unknown).
  public let value: String
  /// What is accepted: the dimension's values, or the known dimensions.
  public let known: [String]

  /// Creates an error.
  public init(dimension: String, value: String, known: [String]) {
    self.dimension = dimension
    self.value = value
    self.known = known
  }

  /// "unknown theme \"x\"; values: standard, brandA" or "unknown dimension \"x\"; …".
  public var description: String {
    let list = known.isEmpty ? "none" : known.joined(separator: ", ")
    if value.isEmpty {
      return "unknown preview dimension \"\(dimension)\"; dimensions of the linked modules: \(list)"
    }
    return "unknown \(dimension) \"\(value)\"; \(dimension) values: \(list)"
  }
}
