import DesignSystem
import ExampleApp
import TesseraSnapshot
import TesseraUI
import Testing

/// Checks every state of a route's page as snapshots: light and dark, on the phone (390x844 pt
/// at 3x) and the tablet (820x1180 pt at 2x), the same views the catalog renders.
enum PageSnapshots {
  static let themes: [Theme] = [.light, .dark]

  static func check(
    _ route: Route, filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for state in RouteCatalog.states(for: route) {
      for device in PreviewDevice.allCases {
        for theme in themes {
          let page = state.make(StyleFactory(theme: theme))
            .environment(\.horizontalSizeClass, device.sizeClass)
            .environment(\.currentUser, SampleData.user)
            .dsTheme(theme)
          assertSnapshot(
            of: page,
            as: .image(
              size: .fixed(width: device.width, height: device.height), scale: device.scale,
              background: theme.palette.background),
            named: "\(state.name).\(device.rawValue).\(theme.name)", filePath: filePath, function: function,
            sourceLocation: sourceLocation)
        }
      }
    }
  }
}
