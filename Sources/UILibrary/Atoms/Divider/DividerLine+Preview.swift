extension DividerLine {
  /// Full width and inset.
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "DividerLine", layer: .atom, variant: "full", width: 200) { styles in
        DividerLine(style: styles.dividerLine()).eraseToAnyView()
      }
    ]
  }
}
