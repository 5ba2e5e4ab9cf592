import ArgumentParser
import UILibrary

/// Which images of the catalog to render: themes, scales, densities and a name filter. Shared by
/// `previews` and `verify`.
struct CatalogOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "A built-in theme (light, dark, brandA, brandB) or a design-tokens .json file, for the design-system catalog. Repeatable; default: all built-in themes."
  )
  var theme: [String] = []

  @Option(name: .long, help: "Pixels per point: 1, 2 or 3. Repeatable; default 2.")
  var scale: [Double] = []

  @Option(name: .long, help: "compact, regular or comfortable. Repeatable; default regular.")
  var density: [String] = []

  @Option(
    name: .long,
    help: "Only previews whose name (Component/variant, Module/File/Name) matches this glob (* and ?).")
  var filter: String?

  @OptionGroup(title: "Variants of #Preview and PreviewProvider previews")
  var matrix: PreviewMatrixOptions

  func validate() throws {
    for s in scale where !(s.isFinite && s > 0 && s <= 4) {
      throw ValidationError("--scale \(s): use a number of pixels per point from 1 to 4 (1, 2 or 3)")
    }
    for d in density where Density(rawValue: d) == nil {
      throw ValidationError("unknown density \"\(d)\"; use compact, regular or comfortable")
    }
  }
}
