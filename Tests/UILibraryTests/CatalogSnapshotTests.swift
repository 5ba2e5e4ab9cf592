import DesignSystem
import TesseraDisplayList
import TesseraSnapshot
import TesseraSync
import TesseraUI
import Testing
import UILibrary

/// Every preview of the catalog in every theme, at compact and regular density.
@Suite struct CatalogSnapshotTests {
  static func view(_ preview: ComponentPreview, theme: Theme, density: Density) -> some View {
    preview.make(StyleFactory(theme: theme))
      .frame(width: preview.width.map { $0 * density.scale }, alignment: .leading)
      .dsDensity(density)
      .dsTheme(theme)
      .padding(16)
      .background(theme.palette.background)
  }

  @Test(arguments: PreviewCatalog.all.map(\.id))
  func preview(id: String) throws {
    let preview = try #require(PreviewCatalog.all.first { $0.id == id })
    // The four built-in themes at two densities, and the brand defined only by a tokens file.
    let brandC = try DesignTokens.theme(contentsOf: DesignTokensTests.brandC)
    let cells = Theme.all.flatMap { t in [Density.compact, .regular].map { (t, $0) } } + [(brandC, .regular)]
    for (theme, density) in cells {
      do {
        assertSnapshot(
          of: Self.view(preview, theme: theme, density: density),
          as: .image(scale: 2, background: theme.palette.background),
          named: "\(preview.component).\(preview.variant).\(theme.name).\(density.rawValue)")
      }
    }
  }

  @Test func catalogIsOrderedByLayerAndComplete() {
    let all = PreviewCatalog.all
    #expect(all.map(\.layer) == all.map(\.layer).sorted())
    #expect(
      Set(all.map(\.component)) == [
        "PrimaryText", "IconView", "DividerLine", "AvatarImage", "Spacing", "PrimaryButton",
        "SecondaryButton",
        "LabeledIcon", "TextFieldWithTitle", "LabeledToggle", "BadgeWithIcon", "ErrorBadge", "OfflinePopup",
        "LoginForm",
        "ProductCard",
        "SurfaceContainer",
      ])
    #expect(Set(all.map(\.id)).count == all.count)
  }
}

@Suite struct AppearanceTests {
  /// The same screen before and after switching brands: same geometry, different colors.
  @Test func themeSwitchChangesOnlyColors() throws {
    let service = AppearanceService(appearance: .init(theme: .brandA))
    let seen = Locked<[String]>([])
    service.observe { a in seen.withLock { $0.append(a.theme.name) } }
    func render() throws -> DisplayList {
      let screen = service.screen {
        VStack(spacing: 12) {
          service.makeText("Featured", role: .title)
          service.makeProductCard(
            .init(title: "Headphones", subtitle: "30h battery", description: "Immersive sound.", badge: "new")
          )
          service.makeButton(title: "Checkout")
        }
      }
      var r = ImageRenderer(content: screen)
      r.proposedSize = ProposedViewSize(width: 390, height: nil)
      return try r.displayList()
    }
    let before = try render()
    service.appearance = .init(theme: .brandB)
    let after = try render()
    #expect(seen.withLock { $0 } == ["brandB"])
    let colors = try Regex(#"#[0-9A-F]{8}"#)
    func geometry(_ l: DisplayList) -> String { l.dump.replacing(colors, with: "#COLOR") }
    #expect(geometry(before) == geometry(after))
    #expect(before.dump != after.dump)
    #expect(before.size == after.size)
  }

  @Test func adaptiveFlagsAndDensityThroughTheEnvironment() throws {
    struct Probe: View {
      @Environment(\.dsActiveColorScheme) var scheme
      @Environment(\.dsDensity) var density
      var body: some View { scheme.accent.frame(width: 10 * density.scale, height: 10) }
    }
    let list = try ImageRenderer(
      content: Probe().dsSetColorScheme(.critical).dsDensity(.comfortable).dsTheme(.light)
    ).displayList()
    #expect(list.size.width == 11.25)
    #expect(list.dump.contains(Theme.light.palette.critical.description))
  }
}
