import TesseraUI

/// An icon from the bundled icon font, by name, in an ``IconStyle``.
///
///     IconView("shopping_cart", style: factory.icon())
///
/// - Note: Atom. An unknown name makes rendering fail with the closest names suggested.
public struct IconView: View {
  let name: String
  let style: IconStyle
  @Environment(\.dsDensity) var density

  /// Creates an icon.
  /// - Parameters:
  ///   - name: The icon's name in the icon font ("person", "wifi").
  ///   - style: Size and color.
  public init(_ name: String, style: IconStyle) {
    self.name = name
    self.style = style
  }

  /// The icon.
  public var body: some View {
    Icon(name, size: style.size * density.scale).foregroundColor(style.color)
  }
}
