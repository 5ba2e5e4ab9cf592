import TesseraUI

/// The type scale: fonts of the design system's roles (Inter, bundled).
public struct Typography: Hashable, Sendable {
  /// Large headings: 22 pt bold.
  public var title = Font(size: 22, weight: .bold)
  /// Section headings: 18 pt semibold.
  public var headline = Font(size: 18, weight: .semibold)
  /// Running text: 14 pt.
  public var body = Font(size: 14)
  /// Secondary text: 12 pt.
  public var caption = Font(size: 12)
  /// Button titles: 15 pt medium.
  public var button = Font(size: 15, weight: .medium)
  /// Badges: 11 pt bold.
  public var badge = Font(size: 11, weight: .bold)

  /// The default scale.
  public init() {}
}
