import TesseraUI

#Preview("on", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LabeledToggle("Order updates", isOn: .constant(true), style: styles.labeledToggle())
  }
}

#Preview("off", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LabeledToggle("Order updates", isOn: .constant(false), style: styles.labeledToggle())
  }
}

#Preview("subtitle", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LabeledToggle(
      "Order updates", subtitle: "Shipping and delivery", isOn: .constant(true), style: styles.labeledToggle()
    )
  }
}

#Preview("disabled", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    LabeledToggle("Order updates", isOn: .constant(true), style: styles.labeledToggle())
      .disabled(true)
  }
}
