/// The look of ``LoginForm``: its title, fields, action and error styles.
public struct LoginFormStyle: Hashable, Sendable {
  /// The heading.
  public var title: PrimaryTextStyle
  /// The fields.
  public var field: TextFieldWithTitleStyle
  /// The sign-in button.
  public var action: PrimaryButtonStyle
  /// The error badge.
  public var error: ErrorBadgeStyle
  /// Space between parts, before density scaling.
  public var spacing: Double

  /// Creates a style.
  public init(
    title: PrimaryTextStyle, field: TextFieldWithTitleStyle, action: PrimaryButtonStyle,
    error: ErrorBadgeStyle,
    spacing: Double = 16
  ) {
    self.title = title
    self.field = field
    self.action = action
    self.error = error
    self.spacing = spacing
  }
}
