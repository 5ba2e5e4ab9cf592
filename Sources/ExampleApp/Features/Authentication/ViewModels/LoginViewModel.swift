import Foundation
import Observation
import UILibrary

/// The sign-in page's logic: the typed email and password, their validation, and the sign-in
/// call with its states. On success it signs the user into the ``AppState``.
@Observable
public final class LoginViewModel {
  /// Where signing in stands.
  public enum State: Hashable, Sendable {
    /// Waiting for the customer.
    case idle
    /// The sign-in request is under way.
    case loading
    /// Signed in as this user.
    case content(User)
    /// Signing in failed; the message says why.
    case error(String)
  }

  /// Where signing in stands.
  public private(set) var state: State
  /// The email typed.
  public var email: String
  /// The password typed.
  public var password: String
  /// Whether the customer tried to submit: validation messages show only after that.
  public private(set) var hasAttemptedSubmit: Bool

  private let service: any AuthenticationServiceProtocol
  private let appState: AppState?

  /// Creates the view model.
  /// - Parameters:
  ///   - service: Signs in.
  ///   - appState: Receives the user on success; nil in isolated previews.
  ///   - email: The email already typed. Default empty.
  ///   - password: The password already typed. Default empty.
  ///   - state: The state to start in (previews start in any). Default `.idle`.
  ///   - hasAttemptedSubmit: Whether validation messages show already. Default false.
  public init(
    service: any AuthenticationServiceProtocol, appState: AppState? = nil, email: String = "",
    password: String = "", state: State = .idle, hasAttemptedSubmit: Bool = false
  ) {
    self.service = service
    self.appState = appState
    self.email = email
    self.password = password
    self.state = state
    self.hasAttemptedSubmit = hasAttemptedSubmit
  }

  /// The email's problem, once the customer tried to submit: empty, or not an address.
  public var emailError: String? {
    guard hasAttemptedSubmit else { return nil }
    let e = email.trimmingCharacters(in: .whitespaces)
    if e.isEmpty { return "Enter your email address" }
    if !Self.looksLikeEmail(e) { return "Enter a complete email address, like name@example.com" }
    return nil
  }

  /// The password's problem, once the customer tried to submit: shorter than 8 characters.
  public var passwordError: String? {
    guard hasAttemptedSubmit else { return nil }
    if password.isEmpty { return "Enter your password" }
    if password.count < 8 { return "Passwords have at least 8 characters" }
    return nil
  }

  /// Whether the form can be sent: a plausible email and an 8-character password.
  public var isValid: Bool {
    Self.looksLikeEmail(email.trimmingCharacters(in: .whitespaces)) && password.count >= 8
  }

  /// What the library's `LoginForm` shows for this state.
  public var form: LoginFormConfiguration {
    let formState: LoginFormState
    switch state {
    case .idle, .content: formState = .idle
    case .loading: formState = .loading
    case .error(let message): formState = .error(message)
    }
    return LoginFormConfiguration(email: email, password: password, emailError: emailError, state: formState)
  }

  /// Validates, then signs in: `.loading`, then `.content` (and the app state's user) or
  /// `.error`. An invalid form only shows its messages; nothing is sent.
  public func signIn() async {
    hasAttemptedSubmit = true
    guard isValid, state != .loading else { return }
    state = .loading
    do {
      let user = try await service.signIn(
        Credentials(email: email.trimmingCharacters(in: .whitespaces), password: password))
      state = .content(user)
      appState?.currentUser = user
    } catch let error as AuthenticationError {
      state = .error(Self.message(for: error))
    } catch {
      state = .error(Self.message(for: .unavailable))
    }
  }

  /// What to tell the customer about a failure.
  static func message(for error: AuthenticationError) -> String {
    switch error {
    case .invalidCredentials: "Wrong email or password"
    case .offline: "You are offline. Connect and try again."
    case .unavailable: "Signing in is not available right now. Try again later."
    }
  }

  /// One "@" with text before it and a dotted domain after it, no spaces.
  static func looksLikeEmail(_ s: String) -> Bool {
    let parts = s.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !s.contains(" ") else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }
}
