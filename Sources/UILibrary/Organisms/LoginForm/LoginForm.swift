import TesseraUI

/// A sign-in form: email and password fields, the sign-in button and a form-level error.
/// - Note: Organism. Renders a state; validation and signing in belong to the app's view model.
public struct LoginForm: View {
  let configuration: LoginFormConfiguration
  let style: LoginFormStyle
  @Environment(\.dsDensity) var density

  /// Creates a form.
  public init(configuration: LoginFormConfiguration, style: LoginFormStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The form.
  public var body: some View {
    VStack(alignment: .leading, spacing: style.spacing * density.scale) {
      PrimaryText("Sign in", style: style.title)
      configuration.errorMessage.map { ErrorBadge(message: $0, style: style.error) }
      TextFieldWithTitle(
        configuration: .init(
          title: "Email", value: configuration.email, placeholder: "you@example.com",
          errorMessage: configuration.emailError), style: style.field)
      TextFieldWithTitle(
        configuration: .init(
          title: "Password", value: configuration.password, placeholder: "8 characters or more", secure: true),
        style: style.field)
      PrimaryButton(
        configuration: .init(title: "Sign in", state: configuration.buttonState), style: style.action
      )
      .frame(maxWidth: .infinity)
    }
  }
}
