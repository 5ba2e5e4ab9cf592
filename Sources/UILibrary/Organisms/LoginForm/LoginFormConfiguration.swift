/// The states of a login form.
public enum LoginFormState: Hashable, Sendable {
  /// Waiting for input.
  case idle
  /// Signing in.
  case loading
  /// Sign-in failed with a message.
  case error(String)
}

private protocol LoginStateLogic: Sendable {
  var buttonState: ButtonState { get }
  var errorMessage: String? { get }
}

private struct IdleLogin: LoginStateLogic {
  let canSubmit: Bool
  var buttonState: ButtonState { canSubmit ? .enabled : .disabled }
  var errorMessage: String? { nil }
}

private struct LoadingLogin: LoginStateLogic {
  var buttonState: ButtonState { .loading }
  var errorMessage: String? { nil }
}

private struct FailedLogin: LoginStateLogic {
  let message: String
  var buttonState: ButtonState { .enabled }
  var errorMessage: String? { message }
}

/// The content and state of a ``LoginForm``: values, validation messages and state.
public struct LoginFormConfiguration: Sendable {
  /// The email typed.
  public let email: String
  /// The password typed.
  public let password: String
  /// A message for the email field, or nil.
  public let emailError: String?
  private let logic: any LoginStateLogic

  /// Creates a configuration; the button is enabled only with an email and an 8-character password.
  public init(
    email: String = "", password: String = "", emailError: String? = nil, state: LoginFormState = .idle
  ) {
    self.email = email
    self.password = password
    self.emailError = emailError
    switch state {
    case .idle: logic = IdleLogin(canSubmit: !email.isEmpty && password.count >= 8)
    case .loading: logic = LoadingLogin()
    case .error(let m): logic = FailedLogin(message: m)
    }
  }

  /// The sign-in button's state.
  public var buttonState: ButtonState { logic.buttonState }
  /// The form-level error, or nil.
  public var errorMessage: String? { logic.errorMessage }
}
