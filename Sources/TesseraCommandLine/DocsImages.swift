import ArgumentParser
import DesignSystem
import Foundation
import TesseraPNG
import UILibrary

/// `tessera docs`: the preview images of `Docs/Components/*.md`, and of the app pages' guide.
struct DocsImages: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Write (or, with --check, verify) the preview images of the documentation.",
    discussion: """
      Renders every component preview in the light theme, regular density, at 2x into \
      DIR/<Component>/<variant>.png, and every page preview on the phone into \
      PAGES_DIR/<Page>/<state>.png. With --check, writes nothing and exits 1 when an image is \
      missing, stale or left over, naming each (run `tessera docs` to regenerate them).
      """)

  @Option(name: .shortAndLong, help: "The images folder of the component pages.")
  var output = "Docs/Components/images"

  @Option(name: .long, help: "The images folder of the app pages' guide.")
  var pagesOutput = "Docs/ExampleApp/images"

  @Flag(name: .long, help: "Only check that the images are up to date.")
  var check = false

  func run() throws {
    // Folder → relative path → PNG bytes.
    var expected: [String: [String: [UInt8]]] = [output: [:], pagesOutput: [:]]
    for preview in Catalog.previews {
      let job = CatalogJob(preview: preview, theme: .light, density: .regular, scale: 2)
      if preview.layer == .page {
        // Pages: the phone only, named by state.
        guard preview.variant.hasSuffix(".phone") else { continue }
        let state = preview.variant.dropLast(".phone".count)
        expected[pagesOutput, default: [:]]["\(preview.component)/\(state).png"] = try PNG.encode(
          job.render())
      } else {
        expected[output, default: [:]]["\(preview.component)/\(preview.variant).png"] = try PNG.encode(
          job.render())
      }
    }
    let total = expected.values.map(\.count).reduce(0, +)
    if check {
      var problems: [String] = []
      for (folder, images) in expected.sorted(by: { $0.key < $1.key }) where !images.isEmpty {
        let existing = (try? FolderComparison.pngFiles(under: folder).files) ?? []
        for path in images.keys.sorted() {
          guard let data = FileManager.default.contents(atPath: folder + "/" + path) else {
            problems.append("missing: \(folder)/\(path)")
            continue
          }
          if [UInt8](data) != images[path] { problems.append("stale: \(folder)/\(path)") }
        }
        for path in existing where images[path] == nil { problems.append("left over: \(folder)/\(path)") }
      }
      if problems.isEmpty {
        print(
          "tessera docs: \(total) images in \(expected.keys.sorted().joined(separator: " and ")) are up to date"
        )
        return
      }
      for p in problems { FileHandle.standardError.write(Data("tessera docs: \(p)\n".utf8)) }
      FileHandle.standardError.write(
        Data("tessera docs: run `swift run tessera docs` to regenerate them\n".utf8))
      throw ExitCode(1)
    }
    var written = 0
    for (folder, images) in expected.sorted(by: { $0.key < $1.key }) where !images.isEmpty {
      try OutputFolder.prepare(folder)
      for path in try FolderComparison.pngFiles(under: folder).files where images[path] == nil {
        try FileManager.default.removeItem(atPath: folder + "/" + path)
      }
      for (path, bytes) in images.sorted(by: { $0.key < $1.key }) {
        let file = folder + "/" + path
        if let data = FileManager.default.contents(atPath: file), [UInt8](data) == bytes { continue }
        try FileManager.default.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: file)
        written += 1
      }
    }
    print(
      "tessera docs: \(total) images in \(expected.keys.sorted().joined(separator: " and ")), \(written) rewritten"
    )
  }
}
