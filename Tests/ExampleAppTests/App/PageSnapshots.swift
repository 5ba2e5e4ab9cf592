import DesignSystem
import ExampleApp
import TesseraSnapshot
import TesseraUI
import Testing

/// Checks every state of a route's page as snapshots: light and dark, as a screen of the phone
/// (iPhone 16, 393x852 pt at 3x) and the tablet (11-inch iPad Air, 820x1180 pt at 2x), the same
/// views the catalog renders. Each is audited (findings fail) and its accessibility tree is
/// stored beside it.
enum PageSnapshots {
  static let themes: [Theme] = [.light, .dark]

  @MainActor static func check(
    _ route: Route, filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for state in RouteCatalog.states(for: route) {
      for device in PageDevice.allCases {
        for theme in themes {
          for design in SystemDesign.allCases {
            let screen = RouteCatalog.screen(state, on: device, styles: StyleFactory(theme: theme)).dsTheme(
              theme)
            let suffix = design == .standard ? "" : ".\(design)"
            assertSnapshot(
              of: screen,
              as: .image(
                size: .fixed(width: device.device.width, height: device.device.height),
                scale: device.device.scale,
                background: theme.palette.background, environment: { $0.systemDesign = design }, audit: .fail),
              named: "\(state.name).\(device.rawValue).\(theme.name)\(suffix)", filePath: filePath,
              function: function, sourceLocation: sourceLocation)
          }
        }
      }
    }
  }
}
