import TesseraUI

/// How a component of the library is shown in its `#Preview`: built from the environment's styles
/// (the design system's theme, when a run renders one), at a width scaled by the density, padded
/// 16 points on the theme's background, which is rounded up to whole points so it fills the image.
///
///     #Preview("loading", traits: .sizeThatFitsLayout) {
///       ComponentPreview { styles in
///         PrimaryButton(configuration: .init(title: "Pay", state: .loading), style: styles.primaryButton())
///       }
///     }
public struct ComponentPreview<Content: View>: View {
  @Environment(\.dsStyles) private var styles
  @Environment(\.dsDensity) private var density
  @Environment(\.dsActiveColorScheme) private var scheme
  private let width: Double?
  private let content: (any StyleProvider) -> Content

  /// Creates a component preview.
  /// - Parameters:
  ///   - width: The component's width at regular density, in points; nil (the default): its ideal
  ///     width.
  ///   - content: Builds the component from the styles.
  public init(width: Double? = nil, @ViewBuilder content: @escaping (any StyleProvider) -> Content) {
    self.width = width
    self.content = content
  }

  /// The component, framed and padded on the background.
  public var body: some View {
    WholePointFrame {
      content(styles)
        .frame(width: width.map { CGFloat($0 * density.scale) }, alignment: .leading)
        .padding(16)
    }
    .background(scheme.background)
  }
}
