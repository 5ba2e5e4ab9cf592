/// Where the library's previews get their styles: the design system (the app side) implements
/// this protocol, so the library stays brand-agnostic (seed 000: "The Theme builds concrete
/// Style objects").
public protocol StyleProvider: Sendable {
  /// A style for `PrimaryText` in a typographic role.
  func primaryText(_ role: TextRole) -> PrimaryTextStyle
  /// The style of `IconView`.
  func icon() -> IconStyle
  /// The style of `PrimaryButton`.
  func primaryButton() -> PrimaryButtonStyle
  /// The style of `SecondaryButton`.
  func secondaryButton() -> SecondaryButtonStyle
  /// The style of `DividerLine`.
  func dividerLine() -> DividerLineStyle
  /// The style of `AvatarImage`.
  func avatarImage() -> AvatarImageStyle
  /// The style of `TextFieldWithTitle`.
  func textField() -> TextFieldWithTitleStyle
  /// The style of `BadgeWithIcon`.
  func badgeWithIcon() -> BadgeWithIconStyle
  /// The style of `ErrorBadge`.
  func errorBadge() -> ErrorBadgeStyle
  /// The style of `OfflinePopup`.
  func offlinePopup() -> OfflinePopupStyle
  /// The style of `SurfaceContainer`.
  func surfaceContainer() -> SurfaceContainerStyle
  /// The style of `LoginForm`.
  func loginForm() -> LoginFormStyle
  /// The style of `LabeledIcon`.
  func labeledIcon() -> LabeledIconStyle
  /// The style of `ProductCard`.
  func productCard() -> ProductCardStyle
  /// The style of `LabeledToggle`.
  func labeledToggle() -> LabeledToggleStyle
}

/// Typographic roles a text style can be made for.
public enum TextRole: String, Hashable, Sendable, CaseIterable {
  /// Large headings.
  case title
  /// Section headings.
  case headline
  /// Running text.
  case body
  /// Secondary, smaller text.
  case caption
}
