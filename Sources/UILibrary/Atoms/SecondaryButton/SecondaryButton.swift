import TesseraUI

/// The second action: usually outlined, with the same states as ``PrimaryButton``.
/// - Note: Atom. Draws only; actions belong to the app.
public struct SecondaryButton: View {
  let configuration: PrimaryButtonConfiguration
  let style: SecondaryButtonStyle

  /// Creates a button.
  public init(configuration: PrimaryButtonConfiguration, style: SecondaryButtonStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The button.
  public var body: some View { PrimaryButton(configuration: configuration, style: style) }
}
