/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
  }
}
