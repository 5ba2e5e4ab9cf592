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

  @Test func everyStateHasItsPreviewAndEveryPreviewAState() {
    let previews = Previews.all(in: "ExampleApp")
    let declared = Set(previews.map { "\($0.file)/\($0.displayName)" })
    let states = Set(
      RouteCatalog.routes.flatMap { route in
        RouteCatalog.states(for: route).map { "\(route.pageName)+Preview/\($0.name)" }
      })
    #expect(declared == states)
    // Pages are drawn on a device's screen, as Xcode's canvas draws them.
    #expect(previews.allSatisfy { $0.layout == nil })
  }

  @Test @MainActor func theRootRendersEveryRouteAtScreenSize() throws {
    let app = ExampleApp(appState: AppState(currentUser: SampleData.user), dependencies: .mock())
    for route in RouteCatalog.routes {
      let renderer = ImageRenderer(content: app.root(for: route))
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
