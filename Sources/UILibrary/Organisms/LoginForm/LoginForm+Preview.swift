import TesseraUI

#Preview("empty", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LoginForm(configuration: .init(), style: styles.loginForm())
  }
}

#Preview("valid", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LoginForm(
      configuration: .init(email: "ada@example.com", password: "analytical"), style: styles.loginForm())
  }
}

#Preview("loading", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LoginForm(
      configuration: .init(email: "ada@example.com", password: "analytical", state: .loading),
      style: styles.loginForm())
  }
}

#Preview("error", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LoginForm(
      configuration: .init(
        email: "ada@", password: "short", emailError: "Enter a complete email address",
        state: .error("Wrong email or password")),
      style: styles.loginForm())
  }
}
