import Foundation
import TesseraFiles
import TesseraPNG
import TesseraUI

/// `tessera render NAME`: one preview to one file.
struct Render: Command {
  static var about: CommandAbout {
    CommandAbout(name: "render", abstract: "Render one preview (Module/File/Name) to a PNG file.")
  }

  var name: String
  var matrix: PreviewMatrixOptions
  var scale: Double
  var output: String

  init(_ arguments: inout ArgumentReader) throws {
    name = arguments.argument("name", help: "The preview, as `tessera list` prints it (Module/File/Name).")
    matrix = try arguments.group("The variant (the first value of each list is used; default light)") {
      try PreviewMatrixOptions(&$0)
    }
    scale = try arguments.option("scale", default: 2.0, help: "Pixels per point.")
    output = arguments.requiredOption("output", short: "o", help: "The PNG file to write.")
  }

  func validate() throws {
    guard scale.isFinite, scale > 0, scale <= 4 else {
      throw UsageError("--scale \(scale): use a number of pixels per point from 1 to 4 (1, 2 or 3)")
    }
  }

  func run() throws {
    guard let preview = Catalog.discovered.first(where: { $0.id == name }) else {
      let names = Catalog.discovered.map(\.id)
      guard !names.isEmpty else { throw InputError("no previews found: write #Preview { MyView() } first") }
      let near = names.sorted { (score($0), $0) < (score($1), $1) }.prefix(3)
      throw UsageError("no preview named \"\(name)\"; did you mean \(near.joined(separator: ", "))?")
    }
    // One variant: the first of the matrix options (light unless --color-scheme says otherwise).
    guard let variant = try matrix.variants().first else { throw UsageError("no variant selected") }
    let (image, warnings) = try MainActor.assumeIsolated {
      PreviewJob(preview: preview, variant: preview.effectiveVariant(variant), scale: scale)
    }.render()
    for w in warnings {
      Console.error("tessera render: warning: \(Escape.console(name)): \(Escape.console(w))")
    }
    let dir = (output as NSString).deletingLastPathComponent
    if !dir.isEmpty { try OutputFolder.prepare(dir) }
    if FilePaths.kind(atPath: output) == .folder {
      throw InputError("-o \(Escape.console(output)) is a folder; give the path of a .png file")
    }
    do { try PNG.write(image, to: output) } catch {
      throw InputError("cannot write \(Escape.console(output)): \(ManagedFolder.words(error))")
    }
    Console.out("wrote \(Escape.console(output)) (\(image.width)x\(image.height))")
  }

  /// How far `id` is from the name typed: the fewest edits that turn the typed name into some
  /// part of `id` (an approximate substring match, case-insensitive), so "Buton" finds the buttons.
  func score(_ id: String) -> Int {
    let pattern = Array(name.lowercased())
    let text = Array(id.lowercased())
    guard !pattern.isEmpty else { return 0 }
    var previous = [Int](repeating: 0, count: text.count + 1)
    for i in 1...pattern.count {
      var current = [i] + [Int](repeating: 0, count: text.count)
      for j in stride(from: 1, through: text.count, by: 1) {
        let substitution = previous[j - 1] + (pattern[i - 1] == text[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous.min() ?? pattern.count
  }
}
