import TesseraUI

/// The main call to action: a filled (or outlined) button with a title, in a
/// ``PrimaryButtonStyle``; its state (enabled, disabled, loading) comes from a
/// ``PrimaryButtonConfiguration``.
///
///     PrimaryButton(configuration: .init(title: "Add to cart", state: .loading), style: factory.primaryButton())
///
/// - Note: Atom. Draws only; actions belong to the app.
public struct PrimaryButton: View {
  let configuration: PrimaryButtonConfiguration
  let style: PrimaryButtonStyle
  @Environment(\.dsDensity) var density

  /// Creates a button.
  /// - Parameters:
  ///   - configuration: Title and state.
  ///   - style: Colors, font, size and shape.
  public init(configuration: PrimaryButtonConfiguration, style: PrimaryButtonStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The button.
  public var body: some View {
    Text(configuration.displayedTitle)
      .font(style.font.scaled(by: density)).foregroundColor(style.foreground)
      .lineLimit(1)
      .opacity(configuration.titleOpacity)
      .padding(.horizontal, style.horizontalPadding * density.scale)
      .frame(height: style.height * density.scale)
      .modifier(LoadingModifier(isLoading: configuration.showsSpinner, color: style.foreground))
      .modifier(
        RoundedSurfaceModifier(
          fill: style.background, cornerRadius: style.cornerRadius, border: style.border,
          borderWidth: style.borderWidth)
      )
      .opacity(configuration.opacity)
  }
}
