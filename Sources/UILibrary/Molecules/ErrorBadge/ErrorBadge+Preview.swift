import TesseraUI

#Preview("message", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    ErrorBadge(message: "Payment declined", style: styles.errorBadge())
  }
}
