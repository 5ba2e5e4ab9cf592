import TesseraRaster

/// The snapshot format of the swift-snapshot-testing adapter: pixels, or why there are none
/// (a render or a reference that failed), so the failure reaches the diff message.
public enum TesseraImage {
  /// Rendered or decoded pixels.
  case pixels(Pixmap)
  /// No pixels: the reason.
  case unavailable(String)
}
