import TesseraDisplayList

/// Which geometry a matched effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Properties from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
