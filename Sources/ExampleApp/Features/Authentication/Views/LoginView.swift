import DesignSystem
import TesseraUI
import UILibrary

/// The sign-in page: seed 004's `LoginView`, with its body as the seed writes it. An `@Observable`
/// ``LoginViewModel`` in `@State`, an email `TextField` and a `SecureField` bound to it, the
/// library's `PrimaryButton` disabled until the form can be sent, and an alert with the
/// failure's message and an OK button.
///
/// What differs from the seed, and why: the seed's view makes its own view model
/// (`@State private var viewModel = LoginViewModel()`); this one is given it, so the app passes
/// its services and previews pass a state (`init(viewModel:)`, the usual SwiftUI way:
/// `_viewModel = State(initialValue:)`). The seed calls `PrimaryButton("Sign In") { ... }`, which
/// the seed's own `PrimaryButton` (only `init(title:action:)`) would not compile either:
/// `PrimaryButton(title: "Sign In") { ... }` here.
/// - Note: Page (app side). The button's colors come from the theme in the environment.
public struct LoginView: View {
  @State private var viewModel: LoginViewModel

  /// Creates the page.
  /// - Parameter viewModel: The state to show; the page keeps it for its lifetime.
  public init(viewModel: LoginViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  /// The page.
  public var body: some View {
    VStack(spacing: .md) {
      TextField("Email", text: $viewModel.email)
      SecureField("Password", text: $viewModel.password)

      PrimaryButton(title: "Sign In") {
        viewModel.login()
      }
      .disabled(!viewModel.isValid)
    }
    .padding()
    .alert("Error", isPresented: $viewModel.showError) {
      Button("OK", role: .cancel) {}
    } message: {
      Text(viewModel.errorMessage)
    }
  }
}
