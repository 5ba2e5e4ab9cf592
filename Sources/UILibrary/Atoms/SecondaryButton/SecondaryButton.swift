import TesseraUI

/// The second action: usually outlined, with the same states as ``PrimaryButton``.
/// - Note: Atom. The action belongs to the app.
public struct SecondaryButton: View {
  let configuration: PrimaryButtonConfiguration
  let style: SecondaryButtonStyle
  let action: () -> Void

  /// Creates a button.
  /// - Parameters:
  ///   - configuration: Title and state.
  ///   - style: The look (a ``PrimaryButtonStyle``, the library's `ButtonStyle`).
  ///   - action: Called on a tap. Default: nothing.
  public init(
    configuration: PrimaryButtonConfiguration, style: SecondaryButtonStyle, action: @escaping () -> Void = {}
  ) {
    self.configuration = configuration
    self.style = style
    self.action = action
  }

  /// The button: a ``PrimaryButton`` in the secondary style.
  public var body: some View { PrimaryButton(configuration: configuration, style: style, action: action) }
}
