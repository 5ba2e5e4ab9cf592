import Foundation
import TesseraFiles
import TesseraPNG

/// `tessera docs`: the preview images of `Docs/Components/*.md`, and of the app pages' guide.
struct DocsImages: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "docs",
      abstract: "Write (or, with --check, verify) the preview images of the documentation.",
      discussion: """
        Renders every #Preview and PreviewProvider view in the default variant (light, every \
        dimension's default) at 2x: previews laid out at their own size into DIR/<File>/<Name>.png, \
        previews of a whole screen (iPhone 16) into PAGES_DIR/<File>/<Name>.png, where File is the \
        declaring file without a "+Preview" ending. Both folders are Tessera's (listed in .tessera-owned.json): \
        only images Tessera wrote there are replaced or removed, and a folder holding other files is \
        refused. With --check, writes nothing and exits 1 when an image is missing, stale or left \
        over, naming each (run `tessera docs` to regenerate them).
        """)
  }

  var output: String
  var pagesOutput: String
  var check: Bool

  init(_ arguments: inout ArgumentReader) throws {
    output = try arguments.option(
      "output", short: "o", default: "Docs/Components/images",
      help: "The images folder of the component pages.")
    pagesOutput = try arguments.option(
      "pages-output", default: "Docs/ExampleApp/images",
      help: "The images folder of the screen-sized previews (the app pages' guide).")
    check = arguments.flag("check", help: "Only check that the images are up to date.")
  }

  func validate() throws {
    // Two folders that are one (or one inside the other) would each prune the other's images.
    if FilePaths.relation(output, pagesOutput) != .apart {
      throw UsageError(
        "--output \(Escape.console(output)) and --pages-output \(Escape.console(pagesOutput)) overlap; give each its own folder, neither inside the other"
      )
    }
  }

  func run() throws {
    // Folder → relative path → PNG bytes.
    var expected: [String: [String: [UInt8]]] = [:]
    expected[output] = [:]
    expected[pagesOutput] = [:]
    var named: [(name: String, path: String)] = []
    for preview in Catalog.discovered {
      var file = preview.file
      if file.hasSuffix("+Preview") { file.removeLast("+Preview".count) }
      let screen = preview.layout == nil || preview.layout == .device
      let folder = screen ? pagesOutput : output
      let relative = "\(PathName.component(file))/\(PathName.component(preview.displayName)).png"
      let job = MainActor.assumeIsolated {
        PreviewJob(preview: preview, variant: preview.effectiveVariant(.standard), scale: 2)
      }
      named.append((preview.id, folder + "/" + relative))
      let (image, warnings) = try job.render()
      for w in warnings {
        Console.error("tessera docs: warning: \(Escape.console(preview.id)): \(Escape.console(w))")
      }
      expected[folder, default: [:]][relative] = try PNG.encode(image)
    }
    if let clash = PathName.collisions(named).first {
      throw InputError(
        "these previews would be written to the same file: \(clash.map(Escape.console).joined(separator: "; "))"
      )
    }
    let total = expected.values.map(\.count).reduce(0, +)
    let folders = [("--output", output), ("--pages-output", pagesOutput)]
    try FilePaths.refuseOverlap(output: folders[0], inputs: [folders[1]])
    if check {
      var problems: [String] = []
      for (_, folder) in folders {
        let images = expected[folder] ?? [:]
        let owned = (try? OwnedFiles.read(in: folder))??.files ?? []
        for path in images.keys.sorted() {
          guard let data = try? PNG.readFile(folder + "/" + path) else {
            problems.append("missing: \(Escape.console(folder))/\(path)")
            continue
          }
          if data != images[path] { problems.append("stale: \(Escape.console(folder))/\(path)") }
        }
        for path in owned where images[path] == nil && FilePaths.kind(atPath: folder + "/" + path) != nil {
          problems.append("left over: \(Escape.console(folder))/\(Escape.console(path))")
        }
        let present = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        for path in present
        where FilePaths.kind(atPath: folder + "/" + path) != .folder && path != OwnedFiles.fileName
          && !owned.contains(path)
        {
          problems.append(
            "not written by Tessera: \(Escape.console(folder))/\(Escape.console(path)) (move it away)")
        }
      }
      if problems.isEmpty {
        Console.out(
          "tessera docs: \(total) images in \(folders.map { Escape.console($0.1) }.joined(separator: " and ")) are up to date"
        )
        return
      }
      for p in problems { Console.error("tessera docs: \(p)") }
      Console.error("tessera docs: run `swift run tessera docs` to regenerate them")
      throw ExitCode(1)
    }
    var written = 0
    var removed = 0
    for (flag, path) in folders {
      let images = expected[path] ?? [:]
      let folder = try ManagedFolder(path, kind: .docs, flag: flag)
      try folder.plan(Set(images.keys))
      for (relative, bytes) in images.sorted(by: { $0.key < $1.key }) {
        if let old = folder.existing(relative), old == bytes {
          folder.keep(relative)
          continue
        }
        try folder.write(bytes, to: relative)
        written += 1
      }
      removed += try folder.finish(prune: true).count
    }
    Console.out(
      "tessera docs: \(total) images in \(folders.map { Escape.console($0.1) }.joined(separator: " and ")), \(written) rewritten, \(removed) removed (only images Tessera wrote are removed)"
    )
  }
}
