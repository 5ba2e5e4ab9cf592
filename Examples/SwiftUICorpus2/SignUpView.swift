import SwiftUI

// Based on Apple's sample "Food Truck" (WWDC22): AccountView and SignUpView, with an
// ObservableObject AccountStore standing in for the passkey flow. Exercises @FocusState with an
// enum, LabeledContent, SecureField, text-input traits, grouped forms with header/footer, a
// legacy Alert with primary/secondary buttons and @EnvironmentObject.

@MainActor
final class AccountStore: ObservableObject {
    enum User: Equatable {
        case anonymous
        case authenticated(username: String)
    }

    @Published private(set) var currentUser: User = .anonymous

    var isSignedIn: Bool {
        if case .authenticated = currentUser { return true }
        return false
    }

    func createPasswordAccount(username: String, password: String) async {
        try? await Task.sleep(for: .milliseconds(300))
        currentUser = .authenticated(username: username)
    }

    func createPasskeyAccount(username: String) async {
        try? await Task.sleep(for: .milliseconds(300))
        currentUser = .authenticated(username: username)
    }

    func signIn() async {
        currentUser = .authenticated(username: "Juan Chavez")
    }

    func signOut() {
        currentUser = .anonymous
    }
}

struct SignUpView: View {
    private enum FocusElement {
        case username
        case password
    }

    @EnvironmentObject private var accountStore: AccountStore
    @Environment(\.dismiss) private var dismiss
    @FocusState private var focusedElement: FocusElement?
    @State private var usePasskey: Bool = true
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            Section {
                LabeledContent("User name") {
                    TextField("User name", text: $username)
                        .textContentType(.username)
                        .multilineTextAlignment(.trailing)
                        .textInputAutocapitalization(.never)
                        .keyboardType(.emailAddress)
                        .autocorrectionDisabled()
                        .focused($focusedElement, equals: .username)
                        .submitLabel(.next)
                        .onSubmit { focusedElement = usePasskey ? nil : .password }
                        .labelsHidden()
                }

                if !usePasskey {
                    LabeledContent("Password") {
                        SecureField("Password", text: $password)
                            .textContentType(.newPassword)
                            .multilineTextAlignment(.trailing)
                            .focused($focusedElement, equals: .password)
                            .submitLabel(.done)
                            .labelsHidden()
                    }
                }

                LabeledContent("Use Passkey") {
                    Toggle("Use Passkey", isOn: $usePasskey)
                        .labelsHidden()
                }
            } header: {
                Text("Create an account")
            } footer: {
                Label("""
                    When you sign up with a passkey, all you need is a user name. \
                    The passkey will be available on all of your devices.
                    """, systemImage: "person.badge.key.fill")
            }

            if !usePasskey && !password.isEmpty && password.count < 8 {
                Section {
                    Label("Use at least 8 characters.", systemImage: "exclamationmark.triangle.fill")
                        .foregroundStyle(.orange)
                        .font(.footnote)
                }
            }
        }
        .formStyle(.grouped)
        .animation(.default, value: usePasskey)
        .navigationTitle("Sign up")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Sign Up") {
                    Task {
                        await signUp()
                    }
                }
                .disabled(!isFormValid)
            }
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) {
                    dismiss()
                }
            }
        }
        .onAppear {
            focusedElement = .username
        }
    }

    private func signUp() async {
        if usePasskey {
            await accountStore.createPasskeyAccount(username: username)
        } else {
            await accountStore.createPasswordAccount(username: username, password: password)
        }
        dismiss()
    }

    private var isFormValid: Bool {
        if usePasskey {
            return !username.isEmpty
        } else {
            return !username.isEmpty && password.count >= 8
        }
    }
}

struct AccountView: View {
    @EnvironmentObject private var accountStore: AccountStore

    @State private var isSignUpSheetPresented = false
    @State private var isSignOutAlertPresented = false

    var body: some View {
        Form {
            if case let .authenticated(username) = accountStore.currentUser {
                Section {
                    HStack {
                        Image(systemName: "person.fill")
                            .font(.system(.largeTitle, design: .rounded))
                            .fontWeight(.semibold)
                            .foregroundColor(.white)
                            .frame(width: 60, height: 60)
                            .background(Color.accentColor.gradient, in: Circle())

                        Text(username)
                            .font(.system(.title3, design: .rounded))
                            .fontWeight(.medium)
                    }
                }
            }

            NavigationLink(value: "In-app purchase support") {
                Label("In-app purchase support", systemImage: "questionmark.circle")
            }

            Section {
                if accountStore.isSignedIn {
                    LabeledContent("Sign out") {
                        Button("Sign Out", role: .destructive) {
                            isSignOutAlertPresented = true
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .labelsHidden()
                } else {
                    LabeledContent("Use existing account") {
                        Button("Sign In") {
                            Task {
                                await accountStore.signIn()
                            }
                        }
                    }
                    LabeledContent("Create new account") {
                        Button("Sign Up") {
                            isSignUpSheetPresented = true
                        }
                    }
                }
            }
        }
        .formStyle(.grouped)
        .navigationTitle("Account")
        .navigationDestination(for: String.self) { topic in
            Text(topic)
        }
        .sheet(isPresented: $isSignUpSheetPresented) {
            NavigationStack {
                SignUpView()
            }
            .interactiveDismissDisabled()
        }
        .alert(isPresented: $isSignOutAlertPresented) {
            signOutAlert
        }
    }

    private var signOutAlert: Alert {
        Alert(
            title: Text("Are you sure you want to sign out?"),
            primaryButton: .destructive(Text("Sign Out")) {
                accountStore.signOut()
            },
            secondaryButton: .cancel()
        )
    }
}

#Preview {
    NavigationStack {
        AccountView()
            .environmentObject(AccountStore())
    }
}

#Preview("Sign up") {
    NavigationStack {
        SignUpView()
            .environmentObject(AccountStore())
    }
}
