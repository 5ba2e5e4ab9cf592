import TesseraUI

/// A labeled text field: a title, a SwiftUI `TextField` (or `SecureField`) in the library's
/// ``FieldBoxStyle`` (a `TextFieldStyle`), and an error message under it when there is one.
///
///     TextFieldWithTitle("Email", text: $model.email, placeholder: "you@example.com", style: styles.textField())
///
/// - Note: Molecule. Composes ``PrimaryText``; editing goes through the binding.
public struct TextFieldWithTitle: View {
  let configuration: TextFieldWithTitleConfiguration
  let text: Binding<String>
  let style: TextFieldWithTitleStyle
  @Environment(\.dsDensity) var density

  /// Creates a field that edits `text`.
  /// - Parameters:
  ///   - title: The title above the field, also the field's accessibility label.
  ///   - text: The text edited.
  ///   - placeholder: The prompt shown while `text` is empty. Default empty.
  ///   - secure: Whether the field hides what is typed (a `SecureField`). Default false.
  ///   - errorMessage: The message under the field; the box's border turns to the error color.
  ///     Default nil.
  ///   - style: The look.
  public init(
    _ title: String, text: Binding<String>, placeholder: String = "", secure: Bool = false,
    errorMessage: String? = nil, style: TextFieldWithTitleStyle
  ) {
    configuration = TextFieldWithTitleConfiguration(
      title: title, value: text.wrappedValue, placeholder: placeholder, secure: secure,
      errorMessage: errorMessage)
    self.text = text
    self.style = style
  }

  /// Creates a field showing a fixed configuration (a catalog state): the value does not change.
  public init(configuration: TextFieldWithTitleConfiguration, style: TextFieldWithTitleStyle) {
    self.configuration = configuration
    text = .constant(configuration.value)
    self.style = style
  }

  /// The field.
  public var body: some View {
    VStack(alignment: .leading, spacing: 6 * density.scale) {
      PrimaryText(configuration.title, style: style.title)
      field
        .font(style.value.font.scaled(by: density))
        .foregroundColor(style.value.color)
        .textFieldStyle(
          FieldBoxStyle(
            fill: style.fieldFill, border: configuration.hasError ? style.errorBorder : style.border,
            height: style.height, cornerRadius: style.cornerRadius))
      configuration.errorMessage.map { ErrorBadgeText(text: $0, style: style.error) }
    }
  }

  @ViewBuilder var field: some View {
    let prompt = Text(configuration.placeholder).foregroundColor(style.placeholder.color)
    if configuration.isSecure {
      SecureField(configuration.title, text: text, prompt: prompt)
    } else {
      TextField(configuration.title, text: text, prompt: prompt)
    }
  }
}

/// The error line under a field.
struct ErrorBadgeText: View {
  let text: String
  let style: PrimaryTextStyle
  var body: some View { PrimaryText(text, style: style) }
}
