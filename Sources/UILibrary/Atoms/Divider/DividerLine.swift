import TesseraUI

/// A horizontal rule across its container.
/// - Note: Atom. Stateless.
public struct DividerLine: View {
  let style: DividerLineStyle
  @Environment(\.dsDensity) var density

  /// Creates a rule.
  public init(style: DividerLineStyle) { self.style = style }

  /// The rule.
  public var body: some View {
    Rectangle().fill(style.color).frame(height: style.thickness).padding(
      .leading, style.leadingInset * density.scale)
  }
}
