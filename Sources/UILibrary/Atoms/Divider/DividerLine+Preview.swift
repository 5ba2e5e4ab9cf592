import TesseraUI

#Preview("full", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 200) { styles in
    DividerLine(style: styles.dividerLine())
  }
}
