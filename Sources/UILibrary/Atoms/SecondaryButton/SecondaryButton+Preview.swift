extension SecondaryButton {
  /// Every state.
  public static var previews: [ComponentPreview] {
    ButtonState.allCases.map { state in
      ComponentPreview(component: "SecondaryButton", layer: .atom, variant: state.rawValue) { styles in
        SecondaryButton(configuration: .init(title: "Details", state: state), style: styles.secondaryButton())
          .eraseToAnyView()
      }
    }
  }
}
