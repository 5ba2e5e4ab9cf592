import TesseraUI

#Preview("enabled", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    SecondaryButton(configuration: .init(title: "Details", state: .enabled), style: styles.secondaryButton())
  }
}

#Preview("disabled", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    SecondaryButton(configuration: .init(title: "Details", state: .disabled), style: styles.secondaryButton())
  }
}

#Preview("loading", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    SecondaryButton(configuration: .init(title: "Details", state: .loading), style: styles.secondaryButton())
  }
}
