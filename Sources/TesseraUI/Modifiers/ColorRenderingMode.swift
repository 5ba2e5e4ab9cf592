import TesseraDisplayList
import TesseraRaster

/// The color mode of `drawingGroup`.
public enum ColorRenderingMode: Hashable, Sendable {
  /// sRGB.
  case nonLinear
  /// Linear.
  case linear
  /// Extended linear.
  case extendedLinear
}
