import ExampleApp
import Testing
import UILibrary

/// The sign-in logic: validation, state transitions and error paths, against a mock service.
@Suite struct LoginViewModelTests {
  @Test func anInvalidFormSaysWhyInsteadOfSending() async {
    let service = MockAuthenticationService(result: .success(SampleData.user))
    let model = LoginViewModel(service: service, email: "ada@", password: "short")
    #expect(model.emailError == nil && model.passwordError == nil)
    #expect(model.isValid, "both fields are filled: Sign In is enabled")
    #expect(!model.showError)
    await model.signIn()
    #expect(model.emailError == "Enter a complete email address, like name@example.com")
    #expect(model.passwordError == "Passwords have at least 8 characters")
    #expect(
      model.state == .error("Enter a complete email address, like name@example.com"), "the email's first")
    #expect(model.showError && model.errorMessage == model.emailError)
    #expect(service.receivedCredentials.isEmpty, "an invalid form sends nothing")
    model.email = "ada@example.com"
    await model.signIn()
    #expect(model.errorMessage == "Passwords have at least 8 characters")
    // The alert's OK sets the binding false: back to idle, no message.
    model.showError = false
    #expect(model.state == .idle && model.errorMessage.isEmpty)
  }

  @Test(arguments: [
    ("", "analytical", false), (" ", "analytical", false), ("ada", "", false), ("ada", "x", true),
  ])
  func signInIsEnabledOnceBothFieldsAreFilled(email: String, password: String, enabled: Bool) {
    let model = LoginViewModel(
      service: MockAuthenticationService(result: .success(SampleData.user)), email: email, password: password)
    #expect(model.isValid == enabled)
  }

  @Test(arguments: [
    ("ada", false), ("ada@example", false), ("@example.com", false), ("ada@example.com", true),
    ("a da@example.com", false), ("ada@mail.example.co.uk", true), ("ada@example..com", false),
  ])
  func emailRule(email: String, valid: Bool) async {
    let model = LoginViewModel(
      service: MockAuthenticationService(result: .success(SampleData.user)), email: email,
      password: "analytical")
    await model.signIn()
    #expect((model.emailError == nil) == valid)
  }

  @Test func successSignsTheUserIntoTheAppState() async {
    let service = MockAuthenticationService(result: .success(SampleData.user))
    let appState = AppState()
    let model = LoginViewModel(
      service: service, appState: appState, email: " ada@example.com ", password: "analytical")
    var seen: [LoginViewModel.State] = []
    service.onSignIn = { [weak model] in model.map { seen.append($0.state) } }
    await model.signIn()
    #expect(seen == [.loading], "loading while the request is under way")
    #expect(model.state == .content(SampleData.user))
    #expect(appState.currentUser == SampleData.user)
    #expect(service.receivedCredentials == [Credentials(email: "ada@example.com", password: "analytical")])
  }

  @Test(arguments: [
    (AuthenticationError.invalidCredentials, "Wrong email or password"),
    (.offline, "You are offline. Connect and try again."),
    (.unavailable, "Signing in is not available right now. Try again later."),
  ])
  func failuresBecomeMessages(error: AuthenticationError, message: String) async {
    let appState = AppState()
    let model = LoginViewModel(
      service: MockAuthenticationService(result: .failure(error)), appState: appState,
      email: "ada@example.com",
      password: "analytical")
    await model.signIn()
    #expect(model.state == .error(message))
    #expect(model.showError && model.errorMessage == message)
    #expect(appState.currentUser == nil)
  }

  @Test func aFailedAttemptCanBeRetried() async {
    let service = MockAuthenticationService(result: .failure(.offline))
    let model = LoginViewModel(service: service, email: "ada@example.com", password: "analytical")
    await model.signIn()
    service.result = .success(SampleData.user)
    await model.signIn()
    #expect(model.state == .content(SampleData.user))
    #expect(service.receivedCredentials.count == 2)
  }
}
