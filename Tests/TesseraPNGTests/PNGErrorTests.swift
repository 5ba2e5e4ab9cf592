import Foundation
import TesseraGeometry
import TesseraPNG
import TesseraRaster
import Testing

/// Bad files give errors that name the file and the problem, and lose nothing.
@Suite struct PNGErrorTests {
  func validPNG() throws -> [UInt8] {
    var c = try Canvas(width: 40, height: 30, background: .white)
    c.fill(Rect(x: 5, y: 5, width: 20, height: 10), with: Paint(.black))
    return try PNG.encode(c.pixmap)
  }

  func tempDir() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-png-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func notAPNG() {
    #expect(throws: PNGError.notPNG(source: "data")) { try PNG.decode(Array("GIF89a, not a png".utf8)) }
    #expect(throws: PNGError.notPNG(source: "data")) { try PNG.decode([]) }
  }

  @Test(arguments: [8, 20, 33, 60, 100])
  func truncated(at length: Int) throws {
    let bytes = try validPNG()
    let cut = Array(bytes.prefix(min(length, bytes.count - 13)))
    do {
      _ = try PNG.decode(cut, source: "cut.png")
      Issue.record("decoding \(cut.count) of \(bytes.count) bytes should fail")
    } catch let error as PNGError {
      guard case .corrupt(let source, _) = error else {
        Issue.record("expected .corrupt, got \(error)")
        return
      }
      #expect(source == "cut.png")
      #expect(error.description.hasPrefix("cut.png: corrupt or truncated PNG"))
    }
  }

  @Test func flippedBitInImageData() throws {
    var bytes = try validPNG()
    // Damage a byte in the middle of the IDAT payload: the CRC (or zlib) check fails.
    bytes[bytes.count - 20] ^= 0x5A
    #expect(throws: PNGError.self) { try PNG.decode(bytes) }
  }

  /// A PNG header claiming a huge image, with a correct CRC: refused before any allocation.
  @Test func hugeDimensionsAreRefused() throws {
    var ihdr: [UInt8] = Array("IHDR".utf8)
    for v in [UInt32(100_000), UInt32(100_000)] {
      ihdr += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
    ihdr += [8, 6, 0, 0, 0]
    let crc = crc32(ihdr)
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + ihdr
    bytes += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    #expect(throws: PNGError.tooLarge(source: "big.png", width: 100_000, height: 100_000)) {
      try PNG.decode(bytes, source: "big.png")
    }
  }

  func crc32(_ data: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in data {
      c ^= UInt32(b)
      for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  @Test func missingFileAndDirectory() throws {
    let dir = try tempDir()
    #expect(throws: PNGError.fileNotFound(path: dir + "/nope.png")) {
      try PNG.read(contentsOf: dir + "/nope.png")
    }
    #expect(throws: PNGError.io(path: dir, detail: "is a directory, not a file")) {
      try PNG.read(contentsOf: dir)
    }
    // A pipe under a reference's name: an error at once, not a read that waits for a writer.
    let fifo = dir + "/pipe.png"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: PNGError.io(path: fifo, detail: "is not a regular file (a pipe, socket or device)")) {
      try PNG.readFile(fifo)
    }
  }

  @Test func atomicWriteReplacesAndLeavesNoTemporaryFiles() throws {
    let dir = try tempDir()
    let path = dir + "/out.png"
    let first = try Pixmap(width: 4, height: 4, fill: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    let second = try Pixmap(width: 6, height: 2, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    try PNG.write(first, to: path)
    try PNG.write(second, to: path)
    #expect(try PNG.read(contentsOf: path) == second)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
  }

  @Test func writeIntoAMissingFolderFailsAndWritesNothing() throws {
    let dir = try tempDir()
    let p = try Pixmap(width: 2, height: 2)
    #expect(
      throws: PNGError.io(path: dir + "/missing/out.png", detail: "folder \(dir)/missing does not exist")
    ) {
      try PNG.write(p, to: dir + "/missing/out.png")
    }
    #expect(throws: PNGError.self) { try PNG.write(p, to: dir) }
    // A folder whose parent is a file.
    _ = FileManager.default.createFile(atPath: dir + "/file", contents: Data([1]))
    #expect(throws: PNGError.self) { try PNG.write(p, to: dir + "/file/out.png") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["file"])
  }

  @Test func failedWriteKeepsThePreviousFile() throws {
    let dir = try tempDir()
    let path = dir + "/keep.png"
    let original = try Pixmap(width: 3, height: 3, fill: PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
    try PNG.write(original, to: path)
    // Make the folder unwritable by replacing it with a read-only one is not reliable as root, so
    // write a second image under a path whose temporary file cannot be created: a name too long
    // for the file system.
    let longName = String(repeating: "x", count: 300) + ".png"
    #expect(throws: PNGError.self) { try PNG.write(original, to: dir + "/" + longName) }
    #expect(try PNG.read(contentsOf: path) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["keep.png"])
  }

  @Test func errorDescriptionsNameTheFile() {
    #expect(
      PNGError.notPNG(source: "a.png").description == "a.png: not a PNG file (the PNG signature is missing)")
    #expect(PNGError.fileNotFound(path: "/x/y.png").description == "/x/y.png: no such file")
    #expect(PNGError.tooLarge(source: "b.png", width: 9, height: 99_999).description.contains("9x99999"))
  }
}
