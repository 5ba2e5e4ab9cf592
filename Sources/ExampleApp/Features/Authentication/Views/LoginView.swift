import DesignSystem
import TesseraUI
import UILibrary

/// The sign-in page: the library's `LoginForm` fed by a ``LoginViewModel``, with
/// the password's validation message under it. No logic: everything shown comes from the view
/// model.
/// - Note: Page (app side).
public struct LoginView: View {
  let viewModel: LoginViewModel
  let styles: any StyleProvider

  /// Creates the page.
  /// - Parameters:
  ///   - viewModel: The state to show.
  ///   - styles: Where the component styles come from.
  public init(viewModel: LoginViewModel, styles: any StyleProvider) {
    self.viewModel = viewModel
    self.styles = styles
  }

  /// The page.
  public var body: some View {
    PageTemplate(title: "Welcome back", maxContentWidth: 440, styles: styles) {
      LoginHeader(styles: styles)
      LoginForm(configuration: viewModel.form, style: styles.loginForm())
      viewModel.passwordError.map { ErrorBadge(message: $0, style: styles.errorBadge()) }
    }
  }
}
