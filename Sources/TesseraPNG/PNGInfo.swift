/// What a PNG file's header and chunk list say, read without decompressing anything.
public struct PNGInfo: Equatable, Sendable {
  /// The width in pixels, from IHDR.
  public let width: Int
  /// The height in pixels, from IHDR.
  public let height: Int
  /// The bit depth per channel (1, 2, 4, 8 or 16), from IHDR.
  public let bitDepth: Int
  /// The color type (0 gray, 2 RGB, 3 palette, 4 gray with alpha, 6 RGBA), from IHDR.
  public let colorType: Int
  /// Whether the image is Adam7-interlaced.
  public let interlaced: Bool
  /// Chunk types in file order, e.g. ["IHDR", "gAMA", "pxHS", "IDAT", "IEND"].
  public let chunks: [String]

  /// The chunks Tessera's encoder writes or carries over from a decoded image: the image itself
  /// (IHDR, PLTE, tRNS, IDAT, IEND) and its own pixel digest (pxHS).
  static let reencodableChunks: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "pxHS"]

  /// Whether Tessera's encoder can rewrite this file without losing anything it holds: 8-bit depth and no
  /// chunks other than IHDR, PLTE, tRNS, IDAT, IEND and Tessera's own pxHS.
  ///
  /// This reads the chunk list only: pixels with partial alpha can still change in their color
  /// channels when re-encoded, because decoding premultiplies them (compare
  /// ``PNG/decodeSamples(_:source:)`` of both files to be sure).
  public var isLosslesslyReencodable: Bool {
    bitDepth == 8 && chunks.allSatisfy { Self.reencodableChunks.contains($0) }
  }
}

extension PNG {
  /// The PNG signature, the first 8 bytes of every PNG file.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads a PNG's header and chunk list without decompressing anything (chunk CRCs are not
  /// checked). The walk stops at IEND; bytes after it are ignored.
  /// - Parameter source: A name for error messages (a file path, or "data").
  /// - Throws: ``PNGError/notPNG(source:)`` without the PNG signature;
  ///   ``PNGError/corrupt(source:detail:)`` when the first chunk is not a valid IHDR, a chunk is
  ///   truncated, has a length over 2^31 - 1 or a type that is not four ASCII letters, or the file
  ///   ends before IEND.
  public static func info(_ bytes: [UInt8], source: String = "data") throws -> PNGInfo {
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw PNGError.notPNG(source: source) }
    func corrupt(_ detail: String) -> PNGError { .corrupt(source: source, detail: detail) }
    func word(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    var chunks: [String] = []
    var header: (width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool)?
    var offset = 8
    while true {
      guard bytes.count - offset >= 8 else {
        throw corrupt(
          offset == bytes.count
            ? "the file ends before its IEND chunk" : "truncated chunk header at byte \(offset)")
      }
      let length = word(offset)
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
        throw corrupt("invalid chunk type at byte \(offset + 4)")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else { throw corrupt("\(type) chunk length \(length) is out of range") }
      guard bytes.count - offset - 12 >= length else {
        throw corrupt("\(type) chunk at byte \(offset) is truncated")
      }
      let data = offset + 8
      if chunks.isEmpty {
        guard type == "IHDR" else { throw corrupt("the first chunk is \(type), not IHDR") }
        header = try parseHeader(bytes, at: data, length: length, source: source)
      } else if type == "IHDR" {
        throw corrupt("more than one IHDR chunk")
      }
      chunks.append(type)
      offset = data + length + 4
      if type == "IEND" { break }
    }
    guard let h = header else { throw corrupt("missing IHDR chunk") }
    return PNGInfo(
      width: h.width, height: h.height, bitDepth: h.bitDepth, colorType: h.colorType,
      interlaced: h.interlaced, chunks: chunks)
  }

  /// The fields of an IHDR chunk's data, checked against the PNG specification.
  private static func parseHeader(
    _ bytes: [UInt8], at data: Int, length: Int, source: String
  ) throws -> (width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool) {
    func corrupt(_ detail: String) -> PNGError { .corrupt(source: source, detail: detail) }
    guard length == 13 else { throw corrupt("IHDR chunk of \(length) bytes, not 13") }
    func word(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    let width = word(data)
    let height = word(data + 4)
    guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
      throw corrupt("invalid image size \(width)x\(height) in IHDR")
    }
    let bitDepth = Int(bytes[data + 8])
    let colorType = Int(bytes[data + 9])
    let allowed: [Int: [Int]] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard let depths = allowed[colorType] else { throw corrupt("invalid color type \(colorType) in IHDR") }
    guard depths.contains(bitDepth) else {
      throw corrupt("invalid bit depth \(bitDepth) for color type \(colorType) in IHDR")
    }
    guard bytes[data + 10] == 0, bytes[data + 11] == 0 else {
      throw corrupt("unknown compression or filter method in IHDR")
    }
    let interlace = bytes[data + 12]
    guard interlace <= 1 else { throw corrupt("unknown interlace method \(interlace) in IHDR") }
    return (width, height, bitDepth, colorType, interlace == 1)
  }
}
