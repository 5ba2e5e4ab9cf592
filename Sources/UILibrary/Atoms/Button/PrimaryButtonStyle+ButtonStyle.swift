import TesseraUI

/// ``PrimaryButtonStyle`` is the library's SwiftUI `ButtonStyle`: set it on any `Button` with
/// `.buttonStyle(styles.primaryButton())`.
extension PrimaryButtonStyle: ButtonStyle {
  /// The button's label on the style's surface: one line in the style's font and foreground,
  /// `horizontalPadding` left and right, `height` tall (both scaled by the density in the
  /// environment), on a `cornerRadius` rounded fill with the border on top. Pressed, it draws at
  /// 80% opacity; disabled (`.disabled(true)` around it), at 40%.
  public func makeBody(configuration: Configuration) -> some View {
    Face(label: configuration.label, isPressed: configuration.isPressed, style: self)
  }

  /// The style of a ``PrimaryButton`` made with `init(title:action:)`: a full-width button in an
  /// adaptive scheme's accent with its on-accent headline title, 50 pt tall with 12 pt corners
  /// (seed 004's button).
  /// - Parameter scheme: The adaptive scheme in force (`\.dsActiveColorScheme`).
  public static func adaptive(_ scheme: DSAdaptiveColorScheme) -> PrimaryButtonStyle {
    PrimaryButtonStyle(
      background: scheme.accent, foreground: scheme.onAccent, font: .headline, height: 50,
      horizontalPadding: 16, cornerRadius: 12, fillsWidth: true)
  }
}
