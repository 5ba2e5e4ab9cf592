extension LabeledIcon {
  /// A short and a long label.
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "LabeledIcon", layer: .molecule, variant: "short") { styles in
        LabeledIcon(icon: "local_shipping", label: "Free delivery", style: styles.labeledIcon())
          .eraseToAnyView()
      },
      ComponentPreview(component: "LabeledIcon", layer: .molecule, variant: "long", width: 220) { styles in
        LabeledIcon(
          icon: "verified", label: "Two-year warranty, returns within 30 days", style: styles.labeledIcon()
        )
        .eraseToAnyView()
      },
    ]
  }
}
