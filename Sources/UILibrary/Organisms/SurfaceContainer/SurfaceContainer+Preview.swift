import TesseraUI

extension SurfaceContainer where Content == AnyView {
  /// A group of labeled icons.
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "SurfaceContainer", layer: .organism, variant: "group", width: 300) {
        styles in
        SurfaceContainer<AnyView>(title: "Delivery", style: styles.surfaceContainer()) {
          AnyView(
            VStack(alignment: .leading, spacing: 8) {
              LabeledIcon(icon: "local_shipping", label: "Free delivery", style: styles.labeledIcon())
              LabeledIcon(icon: "schedule", label: "Arrives tomorrow", style: styles.labeledIcon())
            })
        }
        .eraseToAnyView()
      }
    ]
  }
}
