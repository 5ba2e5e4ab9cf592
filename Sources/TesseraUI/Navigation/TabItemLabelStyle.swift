import TesseraDisplayList
import TesseraGeometry

/// The label style of tab bar items: the icon over the title.
nonisolated struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 3) {
      configuration.icon.font(.system(size: 21)).environment(\.symbolFramesAreSquare, true)
      configuration.title.font(.system(size: 10, weight: .medium))
    }
  }
}
