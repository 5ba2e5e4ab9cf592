import ArgumentParser
import UILibrary

/// `tessera list`: the catalog, one preview a line.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "List every preview: the design-system catalog (Component/variant, layer), then each #Preview and PreviewProvider view (Module/File/Name, where it is declared).",
    discussion: "Exit codes: 0 success; 2 when there is no preview at all.")

  func run() throws {
    let discovered = Catalog.discovered
    guard !Catalog.previews.isEmpty || !discovered.isEmpty else {
      throw InputError(
        "no previews found: write #Preview { MyView() } (or a PreviewProvider) in a module this program links"
      )
    }
    for p in Catalog.previews { print("\(p.id)\t\(p.layer.rawValue)") }
    for p in discovered { print("\(p.id)\t\(p.fileID)\(p.line > 0 ? ":\(p.line)" : "")") }
  }
}
