import TesseraFiles
import TesseraUI

/// `tessera list`: every preview, one a line, with where it is declared, then the dimensions the
/// program's modules declare.
struct List: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "list",
      abstract:
        "List every #Preview and PreviewProvider view (Module/File/Name, where it is declared), then each preview dimension the linked modules declare.",
      discussion: "Exit codes: 0 success; 2 when there is no preview at all.")
  }

  init(_ arguments: inout ArgumentReader) {}

  func run() throws {
    let discovered = Catalog.discovered
    guard !discovered.isEmpty else {
      throw InputError(
        "no previews found: write #Preview { MyView() } (or a PreviewProvider) in a module this program links"
      )
    }
    // Names come from the user's code: printed through the one escaping path.
    let e: (String) -> String = Escape.console
    for p in discovered { Console.out("\(e(p.id))\t\(e(p.fileID))\(p.line > 0 ? ":\(p.line)" : "")") }
    for d in TesseraUI.Previews.dimensions {
      Console.out(
        "dimension \(e(d.name)): \(d.values.map(e).joined(separator: ", ")) (default \(d.defaultValues.map(e).joined(separator: ", ")))"
      )
    }
  }
}
