import Foundation
import TesseraDisplayList

/// Edges of a rectangle, for padding.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge (left in left-to-right layouts).
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`: `.horizontal`, `.vertical`, `.all` or single edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
