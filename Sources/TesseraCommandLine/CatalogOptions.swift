import ArgumentParser
import UILibrary

/// Which images of the catalog to render: themes, scales, densities and a name filter. Shared by
/// `previews` and `verify`.
struct CatalogOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "A built-in theme (light, dark, brandA, brandB) or a design-tokens .json file. Repeatable; default: all built-in themes."
  )
  var theme: [String] = []

  @Option(name: .long, help: "Pixels per point: 1, 2 or 3. Repeatable; default 2.")
  var scale: [Double] = []

  @Option(name: .long, help: "compact, regular or comfortable. Repeatable; default regular.")
  var density: [String] = []

  @Option(name: .long, help: "Only previews whose Component/variant matches this glob (* and ?).")
  var filter: String?

  func validate() throws {
    for s in scale where !(s.isFinite && s > 0 && s <= 4) {
      throw ValidationError("--scale \(s): use a number of pixels per point from 1 to 4 (1, 2 or 3)")
    }
    for d in density where Density(rawValue: d) == nil {
      throw ValidationError("unknown density \"\(d)\"; use compact, regular or comfortable")
    }
  }
}
