import Foundation
import Observation
import UILibrary

/// The sign-in page's logic: the typed email and password, their validation, and the sign-in
/// call with its states. On success it signs the user into the ``AppState``.
///
/// `@unchecked Sendable` because ``login()`` hands it to the sign-in task, as seed 004's view
/// model does (in an app, a `@MainActor` class): the page does not change it while that task
/// runs (the task's first step makes the state `.loading`, and ``signIn()`` ignores calls until it
/// ends), and a render reads it only between changes.
@Observable
public final class LoginViewModel: @unchecked Sendable {
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

  /// Whether the form can be sent: an email and a password typed. What is wrong with them (an
  /// incomplete address, a short password) is said when the customer taps Sign In: the
  /// ``errorMessage`` in an alert, so a disabled button never leaves them guessing.
  public var isValid: Bool {
    !email.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty
  }

  /// Whether the failure alert shows (seed 004's binding): true in `.error`; setting it false
  /// (the alert's OK) goes back to `.idle`.
  public var showError: Bool {
    get {
      if case .error = state { return true }
      return false
    }
    set {
      if !newValue, case .error = state { state = .idle }
    }
  }

  /// The failure's message, or empty when there is none.
  public var errorMessage: String {
    if case .error(let message) = state { return message }
    return ""
  }

  /// Signs in without waiting (seed 004's `login()`): starts ``signIn()`` in a task. A view's
  /// button calls this; tests and previews await ``signIn()``.
  public func login() {
    Task { await self.signIn() }
  }

  /// Validates, then signs in: `.loading`, then `.content` (and the app state's user) or
  /// `.error`. An invalid form sends nothing: it goes to `.error` with what is wrong (the email's
  /// problem first, then the password's), which the page shows in its alert.
  public func signIn() async {
    hasAttemptedSubmit = true
    guard state != .loading else { return }
    if let problem = emailError ?? passwordError {
      state = .error(problem)
      return
    }
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
