/// Errors thrown by the raster core.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A pixmap size that is negative, zero where zero is not allowed, or not a whole number.
  case invalidSize(width: Int, height: Int)
  /// A pixmap larger than ``Pixmap/maximumSide`` on a side or ``Pixmap/maximumByteCount`` in all.
  case imageTooLarge(width: Int, height: Int)
  /// A pixel buffer whose length does not match the stated size.
  case bufferSizeMismatch(expected: Int, actual: Int)
  /// `endLayer()` or `restore()` without a matching `beginLayer` or `save`.
  case unbalancedStack(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .invalidSize(let w, let h):
      return "invalid image size \(w)x\(h): width and height must be at least 1"
    case .imageTooLarge(let w, let h):
      return
        "image size \(w)x\(h) exceeds the limit of \(Pixmap.maximumSide) px a side and \(Pixmap.maximumByteCount / (1 << 20)) MiB"
    case .bufferSizeMismatch(let e, let a):
      return "pixel buffer holds \(a) bytes, expected \(e)"
    case .unbalancedStack(let what):
      return "unbalanced canvas stack: \(what)"
    }
  }
}
