extension OfflinePopup {
  /// Both variants.
  public static var previews: [ComponentPreview] {
    OfflinePopupVariant.allCases.map { variant in
      ComponentPreview(component: "OfflinePopup", layer: .organism, variant: variant.rawValue, width: 320) {
        styles in
        OfflinePopup(
          configuration: .init(
            message: "Changes are saved on this device and sent when you are back.", variant: variant),
          style: styles.offlinePopup()
        )
        .eraseToAnyView()
      }
    }
  }
}
