import Foundation

/// The phases of an `AsyncImage`.
public enum AsyncImagePhase {
  /// Not loaded (always, in a still).
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The image, when loaded.
  public var image: Image? {
    if case .success(let i) = self { return i }
    return nil
  }
  /// The error, when failed.
  public var error: (any Error)? {
    if case .failure(let e) = self { return e }
    return nil
  }
}
