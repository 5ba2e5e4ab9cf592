import TesseraUI

/// The look of ``OfflinePopup``: surface, shadow, icon, text and action styles.
public struct OfflinePopupStyle: Hashable, Sendable {
  /// The popup's fill.
  public var surface: Color
  /// Corner radius in points.
  public var cornerRadius: Double
  /// Shadow color.
  public var shadowColor: Color
  /// Shadow blur radius.
  public var shadowRadius: Double
  /// The icon's style.
  public var icon: IconStyle
  /// The title's style.
  public var title: PrimaryTextStyle
  /// The message's style.
  public var message: PrimaryTextStyle
  /// The retry action's style.
  public var action: PrimaryButtonStyle

  /// Creates a style.
  public init(
    surface: Color, cornerRadius: Double, shadowColor: Color, shadowRadius: Double, icon: IconStyle,
    title: PrimaryTextStyle, message: PrimaryTextStyle, action: PrimaryButtonStyle
  ) {
    self.surface = surface
    self.cornerRadius = cornerRadius
    self.shadowColor = shadowColor
    self.shadowRadius = shadowRadius
    self.icon = icon
    self.title = title
    self.message = message
    self.action = action
  }
}
