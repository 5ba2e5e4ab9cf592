import TesseraUI

/// A labeled text field: a title, a box with the value or placeholder, and an error message
/// under it when there is one. Renders a state; editing belongs to the app.
/// - Note: Molecule. Composes ``PrimaryText``.
public struct TextFieldWithTitle: View {
  let configuration: TextFieldWithTitleConfiguration
  let style: TextFieldWithTitleStyle
  @Environment(\.dsDensity) var density

  /// Creates a field.
  public init(configuration: TextFieldWithTitleConfiguration, style: TextFieldWithTitleStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The field.
  public var body: some View {
    VStack(alignment: .leading, spacing: 6 * density.scale) {
      PrimaryText(configuration.title, style: style.title)
      ZStack(alignment: .leading) {
        configuration.displayedValue.map { PrimaryText($0, style: style.value) }
        configuration.displayedPlaceholder.map { PrimaryText($0, style: style.placeholder) }
      }
      .padding(.horizontal, 12 * density.scale)
      .frame(maxWidth: .infinity, alignment: .leading)
      .frame(height: style.height * density.scale)
      .modifier(
        RoundedSurfaceModifier(
          fill: style.fieldFill, cornerRadius: style.cornerRadius,
          border: configuration.hasError ? style.errorBorder : style.border, borderWidth: 1))
      configuration.errorMessage.map { ErrorBadgeText(text: $0, style: style.error) }
    }
  }
}

/// The error line under a field.
struct ErrorBadgeText: View {
  let text: String
  let style: PrimaryTextStyle
  var body: some View { PrimaryText(text, style: style) }
}
