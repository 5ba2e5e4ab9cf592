import TesseraUI

/// The look of ``BadgeWithIcon``: fill, icon and text styles.
public struct BadgeWithIconStyle: Hashable, Sendable {
  /// The capsule's fill.
  public var fill: Color
  /// The icon's style.
  public var icon: IconStyle
  /// The label's style.
  public var text: PrimaryTextStyle

  /// Creates a style.
  public init(fill: Color, icon: IconStyle, text: PrimaryTextStyle) {
    self.fill = fill
    self.icon = icon
    self.text = text
  }
}
