import TesseraUI

extension PrimaryText {
  /// One preview per typographic role.
  public static var previews: [ComponentPreview] {
    TextRole.allCases.map { role in
      ComponentPreview(component: "PrimaryText", layer: .atom, variant: role.rawValue, width: 240) { styles in
        PrimaryText("The quick brown fox jumps over the lazy dog", style: styles.primaryText(role))
          .eraseToAnyView()
      }
    }
  }
}
