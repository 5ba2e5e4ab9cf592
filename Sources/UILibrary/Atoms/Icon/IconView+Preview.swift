import TesseraUI

#Preview("common", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    HStack(spacing: 12) {
      ForEach(["home", "search", "favorite", "person", "settings"], id: \.self) {
        IconView($0, style: styles.icon())
      }
    }
  }
}
