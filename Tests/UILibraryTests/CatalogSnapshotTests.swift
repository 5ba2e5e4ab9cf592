import DesignSystem
import TesseraDisplayList
import TesseraSnapshot
import TesseraSync
import TesseraUI
import Testing
import UILibrary

/// Every `#Preview` of the library, as `tessera previews` draws it: the standard theme light and
/// dark, brandA and brandB, each at regular and compact density; and the brand defined only by a
/// tokens file. Every variant is audited.
@Suite struct CatalogSnapshotTests {
  static let variants = PreviewVariant.matrix(
    colorSchemes: [.light, .dark],
    dimensions: [ThemeDimension.name: ThemeDimension.values, DensityDimension.name: ["regular", "compact"]])

  @Test(arguments: Previews.all(in: "UILibrary"))
  @MainActor func preview(_ preview: Preview) throws {
    // The library passes its own audit: any finding fails; the accessibility trees are kept too.
    let reports = assertSnapshot(of: preview, variants: Self.variants, audit: .fail)
    // brandA and brandB are light themes: drawn once each, not once per color scheme.
    #expect(reports.count == 8)
    let brandC = try DesignTokens.theme(contentsOf: DesignTokensTests.brandC)
    assertSnapshot(
      of: preview.makeView().dsTheme(brandC), as: .image(scale: 2, background: brandC.palette.background),
      named: preview.id + ".brandC")
  }

  @Test func everyComponentHasItsPreviews() {
    let all = Previews.all(in: "UILibrary")
    #expect(
      Set(all.map { $0.file }) == [
        "PrimaryText+Preview", "IconView+Preview", "DividerLine+Preview", "AvatarImage+Preview",
        "Spacing+Preview", "PrimaryButton+Preview", "SecondaryButton+Preview", "LabeledIcon+Preview",
        "TextFieldWithTitle+Preview", "LabeledToggle+Preview", "BadgeWithIcon+Preview", "ErrorBadge+Preview",
        "OfflinePopup+Preview", "LoginForm+Preview", "ProductCard+Preview", "SurfaceContainer+Preview",
      ])
    #expect(all.count == 36)
    #expect(all.allSatisfy { $0.layout == .sizeThatFits })
  }

  @Test func themesAreADimensionApartFromTheColorScheme() throws {
    let dimension = try #require(Previews.dimension(named: "theme"))
    #expect(dimension.values == ["standard", "brandA", "brandB"])
    #expect(dimension.colorScheme(for: "standard") == nil)
    #expect(dimension.colorScheme(for: "brandA") == .light)
    #expect(throws: PreviewDimensionError.self) { try dimension.validate("brandZ") }
    #expect(throws: (any Error).self) { try dimension.validate("/nonexistent/tokens.json") }
    try dimension.validate(DesignTokensTests.brandC)
    #expect(Previews.dimension(named: "density")?.defaultValues == ["regular"])
  }
}

@Suite struct AppearanceTests {
  /// The same screen before and after switching brands: same geometry, different colors.
  @Test @MainActor func themeSwitchChangesOnlyColors() throws {
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
      let r = ImageRenderer(content: screen)
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

  @Test @MainActor func adaptiveFlagsAndDensityThroughTheEnvironment() throws {
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
