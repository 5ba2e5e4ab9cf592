import TesseraUI

#Preview("title", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 240) { styles in
    PrimaryText("The quick brown fox jumps over the lazy dog", style: styles.primaryText(.title))
  }
}

#Preview("headline", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 240) { styles in
    PrimaryText("The quick brown fox jumps over the lazy dog", style: styles.primaryText(.headline))
  }
}

#Preview("body", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 240) { styles in
    PrimaryText("The quick brown fox jumps over the lazy dog", style: styles.primaryText(.body))
  }
}

#Preview("caption", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 240) { styles in
    PrimaryText("The quick brown fox jumps over the lazy dog", style: styles.primaryText(.caption))
  }
}
