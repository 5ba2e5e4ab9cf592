import TesseraUI

#Preview("offline", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    OfflinePopup(
      configuration: .init(
        message: "Changes are saved on this device and sent when you are back.", variant: .offline),
      style: styles.offlinePopup())
  }
}

#Preview("degraded", traits: .sizeThatFitsLayout) {
  ComponentPreview(width: 320) { styles in
    OfflinePopup(
      configuration: .init(
        message: "Changes are saved on this device and sent when you are back.", variant: .degraded),
      style: styles.offlinePopup())
  }
}
