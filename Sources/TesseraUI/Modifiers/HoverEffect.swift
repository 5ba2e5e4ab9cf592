import TesseraDisplayList

/// A pointer hover effect, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
  let kind: Int
  /// The system's.
  public static let automatic = HoverEffect(kind: 0)
  /// Highlight.
  public static let highlight = HoverEffect(kind: 1)
  /// Lift.
  public static let lift = HoverEffect(kind: 2)
}
