/// A bordered rounded rectangle, `.roundedBorder`, as `UITextField.BorderStyle.roundedRect`:
/// 6 pt vertical and 8 pt horizontal padding around the 22-pt line (34 pt high with the body font), a 5 pt corner
/// radius, a 0.5 pt border in `opaqueSeparator`-like gray (#C6C6C8 light, #38383A dark) on the
/// grouped cell background (white light, #1C1C1E dark).
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
  /// The field inside its border.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
      .padding(.horizontal, 8)
      .padding(.vertical, 6)
      .background(
        RoundedRectangle(cornerRadius: 5, style: .circular).fill(
          SystemColors.secondarySystemGroupedBackground.color)
      )
      .overlay(
        RoundedRectangle(cornerRadius: 5, style: .circular).strokeBorder(
          SystemColors.opaqueSeparator.color, lineWidth: 0.5))
  }
}
