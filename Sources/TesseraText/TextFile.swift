import Foundation

/// Reads text for layout from bytes or files, refusing invalid UTF-8 instead of guessing.
public enum TextFile {
  /// Decodes UTF-8 bytes (a leading byte-order mark is dropped).
  /// - Throws: ``FontError/invalidUTF8(source:byteOffset:)`` at the first invalid sequence.
  public static func decode(_ bytes: [UInt8], source: String = "data") throws -> String {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    var offset = body.startIndex
    var decoder = UTF8()
    var iterator = body.makeIterator()
    var scalars = String.UnicodeScalarView()
    var consumed = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let s):
        scalars.append(s)
        consumed += UTF8.width(s)
      case .emptyInput:
        break loop
      case .error:
        offset = body.startIndex + consumed
        throw FontError.invalidUTF8(source: source, byteOffset: offset)
      }
    }
    return String(scalars)
  }

  /// Reads and decodes a UTF-8 text file.
  /// - Throws: ``FontError/fileNotFound(path:)``, or ``FontError/invalidUTF8(source:byteOffset:)``
  ///   naming the file.
  public static func read(contentsOf path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FontError.fileNotFound(path: path)
    }
    return try decode([UInt8](data), source: path)
  }
}
