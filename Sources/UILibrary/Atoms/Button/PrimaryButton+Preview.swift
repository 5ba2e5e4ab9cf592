import TesseraUI

#Preview("enabled", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    PrimaryButton(configuration: .init(title: "Add to cart", state: .enabled), style: styles.primaryButton())
  }
}

#Preview("disabled", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    PrimaryButton(configuration: .init(title: "Add to cart", state: .disabled), style: styles.primaryButton())
  }
}

#Preview("loading", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    PrimaryButton(configuration: .init(title: "Add to cart", state: .loading), style: styles.primaryButton())
  }
}
