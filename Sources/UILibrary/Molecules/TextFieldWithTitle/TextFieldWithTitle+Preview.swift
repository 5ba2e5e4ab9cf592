extension TextFieldWithTitle {
  /// Empty with a placeholder, filled, secure, and with an error.
  public static var previews: [ComponentPreview] {
    let cases: [(String, TextFieldWithTitleConfiguration)] = [
      ("placeholder", .init(title: "Email", placeholder: "you@example.com")),
      ("filled", .init(title: "Email", value: "ada@example.com")),
      ("secure", .init(title: "Password", value: "correct horse", secure: true)),
      ("error", .init(title: "Email", value: "ada@", errorMessage: "Enter a complete email address")),
    ]
    return cases.map { name, configuration in
      ComponentPreview(component: "TextFieldWithTitle", layer: .molecule, variant: name, width: 280) {
        styles in
        TextFieldWithTitle(configuration: configuration, style: styles.textField()).eraseToAnyView()
      }
    }
  }
}
