import TesseraUI

extension PrimaryButton {
  /// Every state.
  public static var previews: [ComponentPreview] {
    ButtonState.allCases.map { state in
      ComponentPreview(component: "PrimaryButton", layer: .atom, variant: state.rawValue) { styles in
        PrimaryButton(configuration: .init(title: "Add to cart", state: state), style: styles.primaryButton())
          .eraseToAnyView()
      }
    }
  }
}
