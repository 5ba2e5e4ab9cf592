import TesseraUI

extension LabeledToggle {
  /// On, off, with a subtitle, and disabled.
  public static var previews: [ComponentPreview] {
    let cases: [(String, String?, Bool, Bool)] = [
      ("on", nil, true, false),
      ("off", nil, false, false),
      ("subtitle", "Shipping and delivery", true, false),
      ("disabled", nil, true, true),
    ]
    return cases.map { name, subtitle, on, disabled in
      ComponentPreview(component: "LabeledToggle", layer: .molecule, variant: name, width: 320) { styles in
        LabeledToggle("Order updates", subtitle: subtitle, isOn: .constant(on), style: styles.labeledToggle())
          .disabled(disabled)
          .eraseToAnyView()
      }
    }
  }
}
