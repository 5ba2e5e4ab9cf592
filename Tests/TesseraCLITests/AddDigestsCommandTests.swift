import Foundation
import TesseraPNG
import Testing

/// End-to-end tests of `tessera add-digests`: digests added without changing a pixel, `--check`,
/// and unreadable files named and left alone.
@Suite struct AddDigestsCommandTests {
  let cli = TesseraCommandTests()

  @Test func addsMissingDigestsAndKeepsPixels() throws {
    let root = try cli.temporaryFolder()
    let folder = root.appendingPathComponent("refs")
    #expect(
      try cli.run([
        "previews", "-o", folder.path, "--filter", "*/PrimaryButton+Preview/*", "--color-scheme", "light",
        "--dimension", "theme=standard",
      ]).status
        == 0)
    #expect(try cli.run(["add-digests", "--check", folder.path]).status == 0)
    // An image recorded without a digest.
    let file = folder.appendingPathComponent("UILibrary/PrimaryButton_Preview/enabled@2x.png").path
    let image = try PNG.read(contentsOf: file)
    var options = PNGOptions.standard
    options.storesPixelDigest = false
    try AtomicFile.write(try PNG.encode(image, options: options), to: file)
    let check = try cli.run(["add-digests", "--check", folder.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains("no digest: \(file)"))
    #expect(PixelDigest(storedIn: try PNG.readFile(file)) == nil)
    // Adding it.
    let add = try cli.run(["add-digests", folder.path])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout.contains("digests added to 1"))
    #expect(try PNG.read(contentsOf: file) == image)
    #expect(PixelDigest(storedIn: try PNG.readFile(file)) == PixelDigest(image))
    #expect(try cli.run(["add-digests", "--check", folder.path]).status == 0)
  }

  @Test func unreadableFilesAreNamedAndLeftAlone() throws {
    let root = try cli.temporaryFolder()
    let bad = root.appendingPathComponent("half.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: bad)
    let r = try cli.run(["add-digests", root.path])
    #expect(r.status == 1)
    #expect(r.stderr.contains("half.png"))
    #expect(try Data(contentsOf: bad).count == 11)
    #expect(try cli.run(["add-digests", root.appendingPathComponent("nowhere").path]).status == 2)
  }
}
