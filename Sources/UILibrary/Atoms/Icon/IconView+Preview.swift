import TesseraUI

extension IconView {
  /// A row of common icons.
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "IconView", layer: .atom, variant: "common") { styles in
        HStack(spacing: 12) {
          ForEach(["home", "search", "favorite", "person", "settings"], id: \.self) {
            IconView($0, style: styles.icon())
          }
        }
        .eraseToAnyView()
      }
    ]
  }
}
