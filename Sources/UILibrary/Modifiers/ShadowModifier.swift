import TesseraUI

/// An elevation shadow: color, blur radius and vertical offset.
/// - Note: Modifier. Styling only.
public struct ShadowModifier: ViewModifier {
  let color: Color
  let radius: Double
  let y: Double

  /// Creates the modifier.
  public init(color: Color, radius: Double, y: Double) {
    self.color = color
    self.radius = radius
    self.y = y
  }

  /// The content with its shadow.
  public func body(content: Content) -> some View { content.shadow(color: color, radius: radius, y: y) }
}
