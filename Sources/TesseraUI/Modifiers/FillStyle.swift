import TesseraDisplayList

/// How a shape is filled, as SwiftUI's `FillStyle`: the even-odd rule or not (antialiasing is
/// always on).
nonisolated public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the inside.
  public var isEOFilled: Bool
  /// Whether edges are smoothed (always, here).
  public var isAntialiased: Bool
  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
