import TesseraUI

/// Builds its content from the styles in the environment (`EnvironmentValues.dsStyles`), as
/// `GeometryReader` builds from a size: the way a preview or a page gets the current theme's
/// styles to inject into its components.
///
///     #Preview {
///       StylesReader { styles in
///         PrimaryButton(configuration: .init(title: "Pay"), style: styles.primaryButton())
///       }
///     }
public struct StylesReader<Content: View>: View {
  @Environment(\.dsStyles) private var styles
  private let content: (any StyleProvider) -> Content

  /// Creates a reader.
  /// - Parameter content: Builds the view from the styles.
  public init(@ViewBuilder content: @escaping (any StyleProvider) -> Content) {
    self.content = content
  }

  /// The content, built from the environment's styles.
  public var body: some View { content(styles) }
}
