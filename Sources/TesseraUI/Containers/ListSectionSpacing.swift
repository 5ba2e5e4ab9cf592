/// The space between sections of a list, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  let value: Double?
  /// The list style's spacing (35 points in grouped looks).
  public static let `default` = ListSectionSpacing(value: nil)
  /// A compact spacing (20 points).
  public static let compact = ListSectionSpacing(value: 20)
  /// A custom spacing, in points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(value: spacing.isFinite ? max(0, Double(spacing)) : nil)
  }
}
