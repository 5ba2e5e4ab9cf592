import ArgumentParser
import Foundation
import TesseraPNG
import TesseraRaster

/// `tessera add-digests`: gives reference images recorded before Tessera stored pixel digests
/// (or by another tool) a `pxHS` chunk, without changing a pixel.
struct AddDigests: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add-digests",
    abstract: "Store pixel digests in reference PNGs that lack one, so snapshot checks skip decoding them.",
    discussion: """
      For each PNG under FOLDER without a valid digest: decodes it, encodes the same pixels with \
      Tessera's standard settings, checks that the new file decodes to exactly the old pixels, and \
      replaces the file atomically. Files that already carry a digest are left alone, as are \
      files whose pixels Tessera could not store exactly (16-bit or color-managed images, say).

      Exit codes: 0 done (or, with --check, nothing to do); 1 a file could not be read or written, \
      or, with --check, some files lack a digest; 2 usage or input errors.
      """)

  @Argument(help: "The folder of reference images (searched recursively).")
  var folder = "Snapshots"

  @Flag(name: .long, help: "Only list the files that lack a digest; write nothing.")
  var check = false

  func run() throws {
    let files = try FolderComparison.pngFiles(under: folder).files
    var added = 0
    var lacking = 0
    var kept = 0
    var failures: [String] = []
    for relative in files {
      let path = folder + "/" + relative
      do {
        let bytes = try PNG.readFile(path)
        if PixelDigest(storedIn: bytes) != nil { continue }
        lacking += 1
        let image = try PNG.decode(bytes, source: path)
        if check {
          print("no digest: \(path)")
          continue
        }
        let encoded = try PNG.encode(image)
        guard PixelDigest(storedIn: encoded) != nil, try PNG.decode(encoded, source: path) == image else {
          kept += 1
          print("left as it is (its pixels do not survive re-encoding exactly): \(path)")
          continue
        }
        try AtomicFile.write(encoded, to: path)
        added += 1
      } catch {
        // Reading and decoding errors name the file already; others get it in front.
        let message = "\(error)"
        failures.append(message.contains(path) ? message : "\(path): \(message)")
      }
    }
    for f in failures { FileHandle.standardError.write(Data("tessera add-digests: \(f)\n".utf8)) }
    if check {
      print("tessera add-digests: \(files.count) images in \(folder), \(lacking) without a digest")
      if lacking > 0 || !failures.isEmpty { throw ExitCode(1) }
      return
    }
    print(
      "tessera add-digests: \(files.count) images in \(folder); digests added to \(added), \(kept) left as they are, \(failures.count) failed"
    )
    if !failures.isEmpty { throw ExitCode(1) }
  }
}
