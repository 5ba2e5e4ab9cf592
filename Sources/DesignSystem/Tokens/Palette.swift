import TesseraUI

/// A theme's semantic colors.
public struct Palette: Hashable, Sendable {
  /// Page background.
  public var background: Color
  /// Cards and sheets.
  public var surface: Color
  /// Primary text and icons.
  public var textPrimary: Color
  /// Secondary text.
  public var textSecondary: Color
  /// The brand accent (buttons, links).
  public var accent: Color
  /// Text and icons on the accent.
  public var onAccent: Color
  /// Avatars and decorative fills.
  public var decorative: Color
  /// Errors and "new" badges.
  public var critical: Color
  /// Success.
  public var success: Color
  /// Warnings.
  public var warning: Color
  /// Information.
  public var info: Color
  /// Dividers and outlines.
  public var separator: Color
  /// Shadows.
  public var shadow: Color

  /// Creates a palette.
  public init(
    background: Color, surface: Color, textPrimary: Color, textSecondary: Color, accent: Color,
    onAccent: Color,
    decorative: Color, critical: Color, success: Color, warning: Color, info: Color, separator: Color,
    shadow: Color
  ) {
    self.background = background
    self.surface = surface
    self.textPrimary = textPrimary
    self.textSecondary = textSecondary
    self.accent = accent
    self.onAccent = onAccent
    self.decorative = decorative
    self.critical = critical
    self.success = success
    self.warning = warning
    self.info = info
    self.separator = separator
    self.shadow = shadow
  }
}
