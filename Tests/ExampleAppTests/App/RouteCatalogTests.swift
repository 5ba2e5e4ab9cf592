import DesignSystem
import ExampleApp
import TesseraUI
import Testing
import UILibrary

/// "Render every route": every route has its page states, every state renders on every device,
/// and the app's root builds each route's page.
@Suite struct RouteCatalogTests {
  @Test func everyRouteHasItsStates() {
    let names = RouteCatalog.routes.map { route in RouteCatalog.states(for: route).map(\.name) }
    #expect(
      names == [
        ["empty", "filled", "invalid", "error"], ["loading", "content", "empty", "offline", "error"],
        ["loading", "content", "error"],
      ])
  }

  @Test func previewsCoverEveryStateOnEveryDevice() {
    let previews = RouteCatalog.previews
    #expect(previews.count == RouteCatalog.states.count * PageDevice.allCases.count)
    #expect(Set(previews.map(\.id)).count == previews.count)
    #expect(previews.allSatisfy { $0.layer == .page && $0.height != nil })
    #expect(previews.contains { $0.id == "DashboardView/offline.tablet" })
  }

  @Test func theRootRendersEveryRouteAtScreenSize() throws {
    let app = ExampleApp(appState: AppState(currentUser: SampleData.user), dependencies: .mock())
    for route in RouteCatalog.routes {
      var renderer = ImageRenderer(content: app.root(for: route))
      renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
      let output = try renderer.render()
      #expect(output.warnings.isEmpty, "\(route): \(output.warnings)")
      #expect(output.displayList.size.width == 393 && output.displayList.size.height == 852)
    }
  }

  @Test func themeChangesRebuildTheStyles() {
    let app = ExampleApp(dependencies: .mock())
    let before = app.appearance.styles.primaryButton()
    app.appearance.appearance = .init(theme: .dark)
    #expect(app.appearance.styles.primaryButton() != before)
  }
}
