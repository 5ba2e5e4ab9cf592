import ArgumentParser
import UILibrary

/// `tessera list`: the catalog, one preview a line.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List every preview of the catalog (Component/variant, layer).")

  func run() throws {
    for p in Catalog.previews { print("\(p.id)\t\(p.layer.rawValue)") }
  }
}
