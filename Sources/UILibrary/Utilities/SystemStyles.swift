import TesseraUI

/// The library's styles with no design system: iOS's system colors (`.primary`, `.accentColor`,
/// `systemGroupedBackground`...), which follow light and dark, and the library's default metrics.
/// It is `EnvironmentValues.dsStyles`'s default, so a component previewed or used without a
/// theme still draws; a design system replaces it (`.dsStyles(_:)`, or its theme modifier).
public struct SystemStyles: StyleProvider {
  /// The styles.
  public init() {}

  private var label: Color { .primary }
  private var secondaryLabel: Color { .secondary }
  private var surface: Color { Color(.secondarySystemGroupedBackground) }
  private var separator: Color { Color(.separator) }
  private var shadow: Color { Color.black.opacity(0.18) }

  /// Regular text, in `.primary`, or `.secondary` for captions.
  public func primaryText(_ role: TextRole) -> PrimaryTextStyle {
    switch role {
    case .title: return PrimaryTextStyle(font: .system(size: 22, weight: .bold), color: label)
    case .headline: return PrimaryTextStyle(font: .system(size: 18, weight: .semibold), color: label)
    case .body: return PrimaryTextStyle(font: .system(size: 14), color: label)
    case .caption: return PrimaryTextStyle(font: .system(size: 12), color: secondaryLabel)
    }
  }

  /// 24-point icons in `.primary`.
  public func icon() -> IconStyle { IconStyle(size: 24, color: label) }

  /// The accent color filled, white title.
  public func primaryButton() -> PrimaryButtonStyle {
    PrimaryButtonStyle(
      background: .accentColor, foreground: .white, font: .system(size: 15, weight: .medium), height: 44,
      horizontalPadding: 24, cornerRadius: 10)
  }

  /// An accent-color outline and title.
  public func secondaryButton() -> SecondaryButtonStyle {
    PrimaryButtonStyle(
      background: .clear, foreground: .accentColor, border: .accentColor, borderWidth: 1.5,
      font: .system(size: 15, weight: .medium), height: 44, horizontalPadding: 24, cornerRadius: 10)
  }

  /// iOS's separator color.
  public func dividerLine() -> DividerLineStyle { DividerLineStyle(color: separator) }

  /// Indigo discs with white initials.
  public func avatarImage() -> AvatarImageStyle {
    AvatarImageStyle(size: 56, fill: .indigo, foreground: .white, font: .system(size: 20, weight: .semibold))
  }

  /// Grouped-background fields with separator borders, red errors.
  public func textField() -> TextFieldWithTitleStyle {
    TextFieldWithTitleStyle(
      title: PrimaryTextStyle(font: .system(size: 12, weight: .semibold), color: secondaryLabel),
      value: PrimaryTextStyle(font: .system(size: 14), color: label, lineLimit: 1),
      placeholder: PrimaryTextStyle(font: .system(size: 14), color: secondaryLabel, lineLimit: 1),
      error: PrimaryTextStyle(font: .system(size: 12), color: .red), fieldFill: surface, border: separator,
      errorBorder: .red, height: 44, cornerRadius: 10)
  }

  /// A green tint.
  public func badgeWithIcon() -> BadgeWithIconStyle { badge(.green) }

  /// A red tint.
  public func errorBadge() -> ErrorBadgeStyle { badge(.red) }

  private func badge(_ color: Color) -> BadgeWithIconStyle {
    BadgeWithIconStyle(
      fill: color.opacity(0.14), icon: IconStyle(size: 14, color: color),
      text: PrimaryTextStyle(font: .system(size: 12, weight: .semibold), color: color))
  }

  /// A raised surface with an orange warning icon.
  public func offlinePopup() -> OfflinePopupStyle {
    OfflinePopupStyle(
      surface: surface, cornerRadius: 16, shadowColor: shadow, shadowRadius: 24,
      icon: IconStyle(size: 24, color: .orange),
      title: PrimaryTextStyle(font: .system(size: 18, weight: .semibold), color: label),
      message: PrimaryTextStyle(font: .system(size: 14), color: secondaryLabel), action: primaryButton())
  }

  /// A bordered surface with a headline.
  public func surfaceContainer() -> SurfaceContainerStyle {
    SurfaceContainerStyle(
      fill: surface, border: separator, cornerRadius: 16, padding: 16,
      title: PrimaryTextStyle(font: .system(size: 18, weight: .semibold), color: label))
  }

  /// A title, fields, an error badge and a primary button.
  public func loginForm() -> LoginFormStyle {
    LoginFormStyle(
      title: primaryText(.title), field: textField(), action: primaryButton(), error: errorBadge(),
      spacing: 16)
  }

  /// Accent-colored 18-point icons.
  public func labeledIcon() -> LabeledIconStyle {
    LabeledIconStyle(icon: IconStyle(size: 18, color: .accentColor), text: primaryText(.body), spacing: 8)
  }

  /// A raised card with a red badge.
  public func productCard() -> ProductCardStyle {
    ProductCardStyle(
      surface: surface, cornerRadius: 16, shadowColor: shadow, shadowRadius: 12, shadowOffset: 4, padding: 20,
      spacing: 12, avatarFill: .indigo, avatarIcon: IconStyle(size: 28, color: .white),
      title: PrimaryTextStyle(font: .system(size: 18, weight: .semibold), color: label, lineLimit: 1),
      subtitle: PrimaryTextStyle(font: .system(size: 14), color: secondaryLabel, lineLimit: 1),
      body: primaryText(.body), badgeFill: .red,
      badgeText: PrimaryTextStyle(font: .system(size: 11, weight: .bold), color: .white), divider: separator,
      primaryAction: primaryButton(), secondaryAction: secondaryButton())
  }

  /// An accent-colored track when on.
  public func labeledToggle() -> LabeledToggleStyle {
    LabeledToggleStyle(
      title: primaryText(.body), subtitle: primaryText(.caption), onTrack: .accentColor,
      offTrack: Color(.systemFill))
  }
}
