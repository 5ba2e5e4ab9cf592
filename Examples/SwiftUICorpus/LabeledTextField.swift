import SwiftUI

struct LabeledTextField: View {
    let title: String
    let placeholder: String
    @Binding var text: String
    var errorMessage: String? = nil

    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.subheadline.weight(.medium))
                .foregroundStyle(isFocused ? Color.accentColor : Color.secondary)

            TextField(placeholder, text: $text)
                .textFieldStyle(.roundedBorder)
                .focused($isFocused)
                .autocorrectionDisabled()

            if let errorMessage {
                Label(errorMessage, systemImage: "exclamationmark.circle")
                    .font(.caption)
                    .foregroundStyle(.red)
            }
        }
        .animation(.default, value: isFocused)
    }
}

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email
    }

    @State private var name = ""
    @State private var email = ""
    @FocusState private var focusedField: Field?

    private var emailError: String? {
        email.isEmpty || email.contains("@") ? nil : "Enter a valid email address."
    }

    var body: some View {
        VStack(spacing: 16) {
            TextField("Full name", text: $name)
                .textFieldStyle(.roundedBorder)
                .textContentType(.name)
                .focused($focusedField, equals: .name)
                .submitLabel(.next)
                .onSubmit { focusedField = .email }

            LabeledTextField(title: "Email", placeholder: "you@example.com", text: $email, errorMessage: emailError)
                .textInputAutocapitalization(.never)
                .keyboardType(.emailAddress)

            Button("Create Account") {
                focusedField = nil
            }
            .buttonStyle(.borderedProminent)
            .disabled(name.isEmpty || emailError != nil || email.isEmpty)
        }
        .padding(.horizontal, 16)
        .onAppear {
            focusedField = .name
        }
    }
}

#Preview {
    SignUpForm()
}

#Preview("Error state") {
    LabeledTextField(title: "Email", placeholder: "you@example.com", text: .constant("nope"), errorMessage: "Enter a valid email address.")
        .padding()
}
