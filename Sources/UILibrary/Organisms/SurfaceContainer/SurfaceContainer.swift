import TesseraUI

/// A titled surface grouping other views (settings groups, form sections).
/// - Note: Organism. Layout and styling only.
public struct SurfaceContainer<Content: View>: View {
  let title: String
  let style: SurfaceContainerStyle
  let content: Content
  @Environment(\.dsDensity) var density

  /// Creates a container.
  public init(title: String, style: SurfaceContainerStyle, @ViewBuilder content: () -> Content) {
    self.title = title
    self.style = style
    self.content = content()
  }

  /// The surface with its title and content.
  public var body: some View {
    VStack(alignment: .leading, spacing: 12 * density.scale) {
      PrimaryText(title, style: style.title)
      content
    }
    .padding(style.padding * density.scale)
    .frame(maxWidth: .infinity, alignment: .leading)
    .modifier(
      RoundedSurfaceModifier(
        fill: style.fill, cornerRadius: style.cornerRadius, border: style.border, borderWidth: 1))
  }
}
