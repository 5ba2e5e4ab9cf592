import TesseraUI
import UILibrary

/// Builds every component's style from a theme (seed 000: "Theme → Style Factory →
/// Component(style:)"). It is the design system's `StyleProvider`.
public struct StyleFactory: StyleProvider {
  /// The theme styles are built from.
  public let theme: Theme

  /// Creates a factory.
  public init(theme: Theme) { self.theme = theme }

  private var p: Palette { theme.palette }
  private var t: Typography { theme.typography }

  /// Text in a role.
  public func primaryText(_ role: TextRole) -> PrimaryTextStyle {
    switch role {
    case .title: return PrimaryTextStyle(font: t.title, color: p.textPrimary)
    case .headline: return PrimaryTextStyle(font: t.headline, color: p.textPrimary)
    case .body: return PrimaryTextStyle(font: t.body, color: p.textPrimary)
    case .caption: return PrimaryTextStyle(font: t.caption, color: p.textSecondary)
    }
  }

  /// Icons in the primary text color.
  public func icon() -> IconStyle { IconStyle(size: 24, color: p.textPrimary) }

  /// The filled accent button.
  public func primaryButton() -> PrimaryButtonStyle {
    PrimaryButtonStyle(
      background: p.accent, foreground: p.onAccent, font: t.button, height: 44,
      horizontalPadding: SpacingTokens.lg,
      cornerRadius: RadiusTokens.medium)
  }

  /// The outlined accent button.
  public func secondaryButton() -> PrimaryButtonStyle {
    PrimaryButtonStyle(
      background: .clear, foreground: p.accent, border: p.accent, borderWidth: 1.5, font: t.button,
      height: 44,
      horizontalPadding: SpacingTokens.lg, cornerRadius: RadiusTokens.medium)
  }

  /// Icon and caption-sized text.
  public func labeledIcon() -> LabeledIconStyle {
    LabeledIconStyle(
      icon: IconStyle(size: 18, color: p.accent), text: PrimaryTextStyle(font: t.body, color: p.textPrimary),
      spacing: SpacingTokens.xs)
  }

  /// The product card of the reference design.
  public func productCard() -> ProductCardStyle {
    ProductCardStyle(
      surface: p.surface, cornerRadius: RadiusTokens.large, shadowColor: p.shadow,
      shadowRadius: ElevationTokens.card.radius, shadowOffset: ElevationTokens.card.y,
      padding: SpacingTokens.md + 4,
      spacing: SpacingTokens.sm, avatarFill: p.decorative, avatarIcon: IconStyle(size: 28, color: p.onAccent),
      title: PrimaryTextStyle(font: t.headline, color: p.textPrimary, lineLimit: 1),
      subtitle: PrimaryTextStyle(font: t.body, color: p.textSecondary, lineLimit: 1),
      body: PrimaryTextStyle(font: t.body, color: p.textPrimary), badgeFill: p.critical,
      badgeText: PrimaryTextStyle(font: t.badge, color: p.onAccent), divider: p.separator,
      primaryAction: primaryButton(), secondaryAction: secondaryButton())
  }

  /// Hairline dividers.
  public func dividerLine() -> DividerLineStyle { DividerLineStyle(color: p.separator) }

  /// Initials on the decorative color.
  public func avatarImage() -> AvatarImageStyle {
    AvatarImageStyle(
      size: 56, fill: p.decorative, foreground: p.onAccent, font: Font(size: 20, weight: .semibold))
  }

  /// Fields on the surface with a secondary-text border, critical when in error.
  public func textField() -> TextFieldWithTitleStyle {
    TextFieldWithTitleStyle(
      title: PrimaryTextStyle(font: t.caption.weight(.semibold), color: p.textSecondary),
      value: PrimaryTextStyle(font: t.body, color: p.textPrimary, lineLimit: 1),
      placeholder: PrimaryTextStyle(font: t.body, color: p.textSecondary, lineLimit: 1),
      error: PrimaryTextStyle(font: t.caption, color: p.critical), fieldFill: p.surface,
      // The border identifies the field: 3:1 against the background (WCAG 1.4.11), not the separator's hairline.
      border: p.textSecondary.opacity(0.7),
      errorBorder: p.critical, height: 44, cornerRadius: RadiusTokens.medium)
  }

  /// Body-sized titles in the primary text color, caption subtitles, the accent track when on
  /// and the separator's when off.
  public func labeledToggle() -> LabeledToggleStyle {
    LabeledToggleStyle(
      title: PrimaryTextStyle(font: t.body, color: p.textPrimary),
      subtitle: PrimaryTextStyle(font: t.caption, color: p.textSecondary), onTrack: p.accent,
      offTrack: p.separator)
  }

  /// A success badge.
  public func badgeWithIcon() -> BadgeWithIconStyle {
    BadgeWithIconStyle(
      fill: p.success.opacity(0.14), icon: IconStyle(size: 14, color: p.success),
      text: PrimaryTextStyle(font: t.caption.weight(.semibold), color: p.success))
  }

  /// An error badge in the critical colors.
  public func errorBadge() -> ErrorBadgeStyle {
    BadgeWithIconStyle(
      fill: p.critical.opacity(0.12), icon: IconStyle(size: 14, color: p.critical),
      text: PrimaryTextStyle(font: t.caption.weight(.semibold), color: p.critical))
  }

  /// A floating notice on the surface.
  public func offlinePopup() -> OfflinePopupStyle {
    OfflinePopupStyle(
      surface: p.surface, cornerRadius: RadiusTokens.large, shadowColor: p.shadow,
      shadowRadius: ElevationTokens.popup.radius, icon: IconStyle(size: 24, color: p.warning),
      title: PrimaryTextStyle(font: t.headline, color: p.textPrimary),
      message: PrimaryTextStyle(font: t.body, color: p.textSecondary), action: primaryButton())
  }

  /// A bordered group on the surface.
  public func surfaceContainer() -> SurfaceContainerStyle {
    SurfaceContainerStyle(
      fill: p.surface, border: p.separator, cornerRadius: RadiusTokens.large, padding: SpacingTokens.md,
      title: PrimaryTextStyle(font: t.headline, color: p.textPrimary))
  }

  /// The sign-in form.
  public func loginForm() -> LoginFormStyle {
    LoginFormStyle(
      title: PrimaryTextStyle(font: t.title, color: p.textPrimary), field: textField(),
      action: primaryButton(),
      error: errorBadge(), spacing: SpacingTokens.md)
  }
}
