extension LoginForm {
  /// Empty, valid, loading and failed.
  public static var previews: [ComponentPreview] {
    let cases: [(String, LoginFormConfiguration)] = [
      ("empty", .init()),
      ("valid", .init(email: "ada@example.com", password: "analytical")),
      ("loading", .init(email: "ada@example.com", password: "analytical", state: .loading)),
      (
        "error",
        .init(
          email: "ada@", password: "short", emailError: "Enter a complete email address",
          state: .error("Wrong email or password"))
      ),
    ]
    return cases.map { name, configuration in
      ComponentPreview(component: "LoginForm", layer: .organism, variant: name, width: 320) { styles in
        LoginForm(configuration: configuration, style: styles.loginForm()).eraseToAnyView()
      }
    }
  }
}
