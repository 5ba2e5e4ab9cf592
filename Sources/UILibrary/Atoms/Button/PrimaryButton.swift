import TesseraUI

/// The main call to action: a SwiftUI `Button` drawn in a ``PrimaryButtonStyle`` (the library's
/// `ButtonStyle`), filled or outlined, whose state (enabled, disabled, loading) comes from a
/// ``PrimaryButtonConfiguration``.
///
///     PrimaryButton(title: "Sign In") { viewModel.login() }   // seed 004: colors from the theme
///     PrimaryButton(configuration: .init(title: "Add to cart", state: .loading), style: factory.primaryButton())
///
/// `.disabled(_:)` around it fades it and ignores taps, as for any `Button`.
/// - Note: Atom. The action belongs to the app.
public struct PrimaryButton: View {
  let configuration: PrimaryButtonConfiguration
  let style: PrimaryButtonStyle?
  let action: () -> Void
  @Environment(\.dsActiveColorScheme) var scheme
  @Environment(\.dsThemeColorScheme) var theme

  /// Creates a full-width button styled by the theme in the environment (`.dsTheme()`): an
  /// accent fill with the on-accent headline title, 50 pt tall, 12 pt corners (seed 004's
  /// `PrimaryButton(title:action:)`). The accent is the brand's where the neutral scheme is in
  /// force (a primary action is the brand's), else the scheme's that `.dsSetColorScheme(_:)`
  /// picked (`.critical` for a destructive one).
  /// - Parameters:
  ///   - title: The title.
  ///   - action: Called on a tap.
  public init(title: String, action: @escaping () -> Void) {
    configuration = PrimaryButtonConfiguration(title: title)
    style = nil
    self.action = action
  }

  /// Creates a button with an injected style.
  /// - Parameters:
  ///   - configuration: Title and state: `.disabled` disables the button, `.loading` shows a
  ///     spinner in place of the title and ignores taps.
  ///   - style: Colors, font, size and shape.
  ///   - action: Called on a tap. Default: nothing (a button in a catalog).
  public init(
    configuration: PrimaryButtonConfiguration, style: PrimaryButtonStyle, action: @escaping () -> Void = {}
  ) {
    self.configuration = configuration
    self.style = style
    self.action = action
  }

  /// The button.
  public var body: some View {
    let style =
      style ?? PrimaryButtonStyle.adaptive(scheme == theme.scheme(.neutral) ? theme.scheme(.brand) : scheme)
    let configuration = configuration
    let action = action
    return Button {
      if configuration.state == .enabled { action() }
    } label: {
      Text(configuration.displayedTitle)
        .opacity(configuration.titleOpacity)
        .modifier(LoadingModifier(isLoading: configuration.showsSpinner, color: style.foreground))
    }
    .buttonStyle(style)
    .disabled(configuration.state == .disabled)
  }
}
