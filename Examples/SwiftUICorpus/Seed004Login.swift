import SwiftUI
// Swift 6 mode: fails for the seed's own data races (Apple's compiler flags them too):
// `AuthenticationService.shared` is a `static let` of a non-Sendable class, and the model is not
// `@MainActor`.
// Swift samples of "SwiftUI Project Structure: The Golden Path" (seed 004_ec97c7111d6ce4c6),
// copied as written: LoginView, LoginViewModel, AuthenticationService, PrimaryButton and the
// Spacing tokens, concatenated into one file.
//
// Fixes (each would also fail with Apple's SwiftUI):
//  1. LoginView: `PrimaryButton("Sign In") { ... }` -> `PrimaryButton(title: "Sign In") { ... }`;
//     PrimaryButton only has its memberwise init(title:action:).
//  2. LoginViewModel.showError: added a setter (clears the error), because the view binds
//     `$viewModel.showError` and a binding needs a writable key path.
//  3. Spacing.swift: the "// Usage" lines (`VStack(spacing: .md) { ... }.padding(.horizontal, .lg)`)
//     are top-level expressions, not allowed outside main.swift; kept as comments.

struct LoginView: View {
    @State private var viewModel = LoginViewModel()

    var body: some View {
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

@Observable
final class LoginViewModel {
    enum State {
        case idle
        case loading
        case success
        case error(String)
    }

    var state: State = .idle
    var email = ""
    var password = ""

    var isValid: Bool {
        !email.isEmpty && password.count >= 8
    }

    var showError: Bool {
        get {
            if case .error = state { return true }
            return false
        }
        set {
            if !newValue, case .error = state { state = .idle }
        }
    }

    var errorMessage: String {
        if case .error(let message) = state { return message }
        return ""
    }

    private let authService: AuthenticationService

    init(authService: AuthenticationService = .shared) {
        self.authService = authService
    }

    func login() {
        state = .loading

        Task {
            do {
                try await authService.login(email: email, password: password)
                state = .success
            } catch {
                state = .error(error.localizedDescription)
            }
        }
    }
}

protocol AuthenticationServiceProtocol {
    func login(email: String, password: String) async throws
    func logout() async throws
}

final class AuthenticationService: AuthenticationServiceProtocol {
    static let shared = AuthenticationService()

    func login(email: String, password: String) async throws {
        // Network call
    }

    func logout() async throws {
        // Clear session
    }
}

struct PrimaryButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .frame(height: 50)
                .background(Color.blue)
                .cornerRadius(12)
        }
        .buttonStyle(.plain)
    }
}

extension CGFloat {
    static let xxs: CGFloat = 4
    static let xs: CGFloat = 8
    static let sm: CGFloat = 12
    static let md: CGFloat = 16
    static let lg: CGFloat = 24
    static let xl: CGFloat = 32
    static let xxl: CGFloat = 48
}

// Usage
// VStack(spacing: .md) {
//     // Content
// }
// .padding(.horizontal, .lg)
