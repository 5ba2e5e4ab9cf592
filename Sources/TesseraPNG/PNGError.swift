/// Errors from reading and writing PNG images. Each names the file (or "data") and the problem.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes do not start with the PNG signature.
  case notPNG(source: String)
  /// The PNG is truncated or damaged; `detail` is libpng's message.
  case corrupt(source: String, detail: String)
  /// The image is larger than the raster core allows.
  case tooLarge(source: String, width: Int, height: Int)
  /// Memory ran out while encoding or decoding.
  case outOfMemory(source: String)
  /// The file does not exist.
  case fileNotFound(path: String)
  /// Reading or writing the file failed; `detail` says why.
  case io(path: String, detail: String)
  /// The image cannot be encoded (for example it has no pixels).
  case invalidImage(detail: String)

  /// A sentence naming the file and the problem.
  public var description: String {
    switch self {
    case .notPNG(let s): return "\(s): not a PNG file (the PNG signature is missing)"
    case .corrupt(let s, let d): return "\(s): corrupt or truncated PNG (\(d))"
    case .tooLarge(let s, let w, let h):
      return "\(s): image of \(w)x\(h) px is larger than the limit of 16384 px a side and 256 MiB"
    case .outOfMemory(let s): return "\(s): out of memory while processing the PNG"
    case .fileNotFound(let p): return "\(p): no such file"
    case .io(let p, let d): return "\(p): \(d)"
    case .invalidImage(let d): return "cannot encode image: \(d)"
    }
  }
}
