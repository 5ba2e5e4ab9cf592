import TesseraUI

extension PrimaryButtonStyle {
  /// What ``PrimaryButtonStyle`` draws for a button: the label on the style's surface, faded when
  /// the environment disables it or the button is pressed.
  /// - Note: Atom. Part of ``PrimaryButton``'s style.
  struct Face: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let style: PrimaryButtonStyle
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.dsDensity) var density

    var body: some View {
      label
        .font(style.font.scaled(by: density)).foregroundColor(style.foreground)
        .lineLimit(1)
        .padding(.horizontal, style.horizontalPadding * density.scale)
        .frame(maxWidth: style.fillsWidth ? .infinity : nil)
        .frame(minHeight: max(Density.minimumTapSize, style.height * density.scale))
        .modifier(
          RoundedSurfaceModifier(
            fill: style.background, cornerRadius: style.cornerRadius, border: style.border,
            borderWidth: style.borderWidth)
        )
        .contentShape(Rectangle())
        .opacity(isEnabled ? (isPressed ? 0.8 : 1) : 0.4)
    }
  }
}
