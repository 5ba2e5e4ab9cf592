import Foundation
import TesseraCommandLine
import TesseraFiles
import TesseraPNG
import TesseraRaster

/// `tessera add-digests`: gives reference images recorded before Tessera stored pixel digests
/// (or by another tool) a `pxHS` chunk, without changing a pixel.
struct AddDigests: Command {
  static var about: CommandAbout {
    CommandAbout(
      name: "add-digests",
      abstract: "Store pixel digests in reference PNGs that lack one, so snapshot checks skip decoding them.",
      discussion: """
        For each PNG under FOLDER without a valid digest: decodes it, encodes the same pixels with \
        Tessera's standard settings, checks that the new file decodes to exactly the old pixels, and \
        replaces the file atomically. Files that already carry a digest are left alone, as are \
        files Tessera could not rewrite without losing something they hold (16-bit images, gamma, \
        color profiles or text chunks), and links.

        Exit codes: 0 done (or, with --check, nothing to do); 1 a file could not be read or written, \
        or, with --check, some files lack a digest; 2 usage or input errors.
        """)
  }

  var folder: String
  var check: Bool

  init(_ arguments: inout ArgumentReader) throws {
    folder = arguments.argument(
      "folder", default: "Snapshots", help: "The folder of reference images (searched recursively).")
    check = arguments.flag("check", help: "Only list the files that lack a digest; write nothing.")
  }

  func run() throws {
    let input = try InputFolder(folder, role: "reference")
    // The same lock as `review` and `accept`: no two of them change one folder at once (only
    // with --check is nothing written).
    let references = check ? nil : try ReferenceFolder(folder, flag: "FOLDER")
    defer { references?.release() }
    var added = 0
    var lacking = 0
    var kept = 0
    var failures: [String] = []
    var total = 0
    for item in input.items where Escape.displayName(item.relative).lowercased().hasSuffix(".png") {
      total += 1
      let shown = Escape.console(folder) + "/" + Escape.console(bytes: item.relative)
      if let problem = item.problem {
        kept += 1
        Console.out("left as it is (\(problem)): \(shown)")
        continue
      }
      do {
        let bytes = try input.read(item.relative, role: "reference")
        let info = try PNG.info(bytes, source: shown)
        if PixelDigest(storedIn: bytes) != nil { continue }
        lacking += 1
        if check {
          Console.out("no digest: \(shown)")
          continue
        }
        // Only files whose every bit Tessera's encoder keeps: 8-bit, no gamma, color profile or text.
        guard info.isLosslesslyReencodable else {
          kept += 1
          Console.out(
            "left as it is (\(info.bitDepth)-bit, chunks \(info.chunks.filter { !["IHDR", "IDAT", "IEND"].contains($0) }.joined(separator: " ")); re-encoding would lose data): \(shown)"
          )
          continue
        }
        try PNG.checkStructure(bytes, source: shown)
        let image = try PNG.decode(bytes, source: shown)
        let encoded = try PNG.encode(image)
        // Every stored sample must survive: straight (not premultiplied) values, so the color
        // under transparent and translucent pixels is kept too, or the file is left alone.
        guard PixelDigest(storedIn: encoded) != nil,
          try PNG.decodeSamples(encoded, source: shown).hasSamePixels(
            as: PNG.decodeSamples(bytes, source: shown)),
          let path = String(validating: Array(input.root.utf8) + [0x2F] + item.relative, as: UTF8.self)
        else {
          kept += 1
          Console.out("left as it is (its pixels or name do not survive re-encoding exactly): \(shown)")
          continue
        }
        try AtomicFile.write(encoded, to: path)
        added += 1
      } catch {
        failures.append("\(shown): \(ManagedFolder.words(error))")
      }
    }
    for f in failures { Console.error("tessera add-digests: \(f)") }
    if check {
      Console.out(
        "tessera add-digests: \(total) images in \(Escape.console(folder)), \(lacking) without a digest")
      if lacking > 0 || !failures.isEmpty { throw ExitCode(1) }
      return
    }
    Console.out(
      "tessera add-digests: \(total) images in \(Escape.console(folder)); digests added to \(added), \(kept) left as they are, \(failures.count) failed"
    )
    if !failures.isEmpty { throw ExitCode(1) }
  }
}
