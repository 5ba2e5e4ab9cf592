import ArgumentParser
import DesignSystem
import Foundation
import TesseraPNG
import UILibrary

/// `tessera docs`: the preview images of `Docs/Components/*.md`.
struct DocsImages: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Write (or, with --check, verify) the preview images of the component pages.",
    discussion: """
      Renders every preview in the light theme, regular density, at 2x into \
      DIR/<Component>/<variant>.png. With --check, writes nothing and exits 1 when an image is \
      missing, stale or left over, naming each (run `tessera docs` to regenerate them).
      """)

  @Option(name: .shortAndLong, help: "The images folder of the component pages.")
  var output = "Docs/Components/images"

  @Flag(name: .long, help: "Only check that the images are up to date.")
  var check = false

  func run() throws {
    var expected: [String: [UInt8]] = [:]
    for preview in Catalog.previews {
      let job = CatalogJob(preview: preview, theme: .light, density: .regular, scale: 2)
      let image = try job.render()
      expected["\(preview.component)/\(preview.variant).png"] = try PNG.encode(image)
    }
    if check {
      var problems: [String] = []
      let existing = (try? FolderComparison.pngFiles(under: output).files) ?? []
      for path in expected.keys.sorted() {
        guard let data = FileManager.default.contents(atPath: output + "/" + path) else {
          problems.append("missing: \(output)/\(path)")
          continue
        }
        if [UInt8](data) != expected[path] { problems.append("stale: \(output)/\(path)") }
      }
      for path in existing where expected[path] == nil { problems.append("left over: \(output)/\(path)") }
      if problems.isEmpty {
        print("tessera docs: \(expected.count) images in \(output) are up to date")
        return
      }
      for p in problems { FileHandle.standardError.write(Data("tessera docs: \(p)\n".utf8)) }
      FileHandle.standardError.write(
        Data("tessera docs: run `swift run tessera docs` to regenerate them\n".utf8))
      throw ExitCode(1)
    }
    try OutputFolder.prepare(output)
    let existing = try FolderComparison.pngFiles(under: output).files
    for path in existing where expected[path] == nil {
      try FileManager.default.removeItem(atPath: output + "/" + path)
    }
    var written = 0
    for (path, bytes) in expected.sorted(by: { $0.key < $1.key }) {
      let file = output + "/" + path
      if let data = FileManager.default.contents(atPath: file), [UInt8](data) == bytes { continue }
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try AtomicFile.write(bytes, to: file)
      written += 1
    }
    print("tessera docs: \(expected.count) images in \(output), \(written) rewritten")
  }
}
