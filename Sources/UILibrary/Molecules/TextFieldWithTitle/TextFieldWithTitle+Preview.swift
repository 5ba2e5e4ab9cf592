import TesseraUI

#Preview("placeholder", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 280) { styles in
    TextFieldWithTitle(
      configuration: .init(title: "Email", placeholder: "you@example.com"), style: styles.textField())
  }
}

#Preview("filled", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 280) { styles in
    TextFieldWithTitle(
      configuration: .init(title: "Email", value: "ada@example.com"), style: styles.textField())
  }
}

#Preview("secure", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 280) { styles in
    TextFieldWithTitle(
      configuration: .init(title: "Password", value: "correct horse", secure: true), style: styles.textField()
    )
  }
}

#Preview("error", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 280) { styles in
    TextFieldWithTitle(
      configuration: .init(title: "Email", value: "ada@", errorMessage: "Enter a complete email address"),
      style: styles.textField())
  }
}
