import TesseraUI

#Preview("scale", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    HStack(spacing: 0) {
      ForEach([8.0, 16, 32], id: \.self) { length in
        HStack(spacing: 0) {
          Rectangle().fill(styles.primaryButton().background).frame(width: 6, height: 24)
          Spacing(length)
        }
      }
      Rectangle().fill(styles.primaryButton().background).frame(width: 6, height: 24)
    }
  }
}
