import TesseraUI

#Preview("short", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    LabeledIcon(icon: "local_shipping", label: "Free delivery", style: styles.labeledIcon())
  }
}

#Preview("long", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 220) { styles in
    LabeledIcon(
      icon: "verified", label: "Two-year warranty, returns within 30 days", style: styles.labeledIcon())
  }
}
