import TesseraUI

#Preview("group", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 300) { styles in
    SurfaceContainer(title: "Delivery", style: styles.surfaceContainer()) {
      VStack(alignment: .leading, spacing: 8) {
        LabeledIcon(icon: "local_shipping", label: "Free delivery", style: styles.labeledIcon())
        LabeledIcon(icon: "schedule", label: "Arrives tomorrow", style: styles.labeledIcon())
      }
    }
  }
}
