import TesseraUI

/// The look of ``ProductCard``: surface, shadow, spacing and the styles of its parts.
public struct ProductCardStyle: Hashable, Sendable {
  /// The card's fill.
  public var surface: Color
  /// Corner radius in points.
  public var cornerRadius: Double
  /// Shadow color.
  public var shadowColor: Color
  /// Shadow blur radius in points.
  public var shadowRadius: Double
  /// Shadow vertical offset in points.
  public var shadowOffset: Double
  /// Inner padding in points before density scaling.
  public var padding: Double
  /// Space between rows in points before density scaling.
  public var spacing: Double
  /// The avatar circle's fill.
  public var avatarFill: Color
  /// The avatar icon's style.
  public var avatarIcon: IconStyle
  /// The title's style.
  public var title: PrimaryTextStyle
  /// The subtitle's style.
  public var subtitle: PrimaryTextStyle
  /// The description's style.
  public var body: PrimaryTextStyle
  /// The badge's fill.
  public var badgeFill: Color
  /// The badge's text style.
  public var badgeText: PrimaryTextStyle
  /// The divider's color.
  public var divider: Color
  /// The main action's style.
  public var primaryAction: PrimaryButtonStyle
  /// The second action's style.
  public var secondaryAction: PrimaryButtonStyle

  /// Creates a style.
  public init(
    surface: Color, cornerRadius: Double, shadowColor: Color, shadowRadius: Double, shadowOffset: Double,
    padding: Double, spacing: Double, avatarFill: Color, avatarIcon: IconStyle, title: PrimaryTextStyle,
    subtitle: PrimaryTextStyle, body: PrimaryTextStyle, badgeFill: Color, badgeText: PrimaryTextStyle,
    divider: Color,
    primaryAction: PrimaryButtonStyle, secondaryAction: PrimaryButtonStyle
  ) {
    self.surface = surface
    self.cornerRadius = cornerRadius
    self.shadowColor = shadowColor
    self.shadowRadius = shadowRadius
    self.shadowOffset = shadowOffset
    self.padding = padding
    self.spacing = spacing
    self.avatarFill = avatarFill
    self.avatarIcon = avatarIcon
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.badgeFill = badgeFill
    self.badgeText = badgeText
    self.divider = divider
    self.primaryAction = primaryAction
    self.secondaryAction = secondaryAction
  }
}
