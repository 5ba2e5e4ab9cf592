import TesseraUI

/// A round picture of a person: the photo scaled to fill the circle, or initials on a fill.
/// - Note: Atom. Stateless.
public struct AvatarImage: View {
  let configuration: AvatarImageConfiguration
  let style: AvatarImageStyle
  @Environment(\.dsDensity) var density

  /// Creates an avatar.
  public init(configuration: AvatarImageConfiguration, style: AvatarImageStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The avatar.
  public var body: some View {
    let size = style.size * density.scale
    ZStack {
      Circle().fill(style.fill)
      Text(configuration.initials).font(style.font.scaled(by: density)).foregroundColor(style.foreground)
      configuration.image.map { image in
        image.resizable().scaledToFill().frame(width: size, height: size).clipShape(Circle())
      }
    }
    .frame(width: size, height: size)
    // One element named after the person, photo or initials alike.
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(configuration.name)
    .accessibilityAddTraits(.isImage)
  }
}
