import TesseraUI

/// Puts content on a rounded, filled surface with an optional border.
/// - Note: Modifier. Styling only.
public struct RoundedSurfaceModifier: ViewModifier {
  let fill: Color
  let cornerRadius: Double
  let border: Color
  let borderWidth: Double

  /// Creates the modifier.
  public init(fill: Color, cornerRadius: Double, border: Color = .clear, borderWidth: Double = 0) {
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.border = border
    self.borderWidth = borderWidth
  }

  /// The content on its surface.
  public func body(content: Content) -> some View {
    content
      .background(RoundedRectangle(cornerRadius: cornerRadius).fill(fill))
      .overlay(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(border, lineWidth: borderWidth))
  }
}
