import TesseraUI

/// Text in a ``PrimaryTextStyle``, scaled by the environment's density.
///
///     PrimaryText("Wireless Headphones", style: factory.primaryText(.headline))
///
/// - Note: Atom. Stateless; no business logic.
public struct PrimaryText: View {
  let text: String
  let style: PrimaryTextStyle
  @Environment(\.dsDensity) var density

  /// Creates text.
  /// - Parameters:
  ///   - text: What is shown, as is.
  ///   - style: Font, color and line settings.
  public init(_ text: String, style: PrimaryTextStyle) {
    self.text = text
    self.style = style
  }

  /// The text.
  public var body: some View {
    Text(text).font(style.font.scaled(by: density)).foregroundColor(style.color)
      .lineLimit(style.lineLimit).multilineTextAlignment(style.alignment)
  }
}
