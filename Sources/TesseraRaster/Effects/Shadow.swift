import TesseraGeometry

/// A drop shadow or inner shadow, with CSS `box-shadow` semantics.
///
/// The blur is a Gaussian with standard deviation `blurRadius / 2` (CSS's rule), computed as
/// three box blurs per axis (see the Filter Effects specification). Spread grows the shape
/// (shrinks it when negative) before blurring. An inner shadow is cast by everything outside
/// the shape onto its inside, as CSS `inset`.
public struct Shadow: Hashable, Sendable {
  /// The shadow's color; its opacity scales the whole shadow.
  public var color: Color
  /// The shadow's offset in user-space units. Default (0, 0).
  public var offset: Point
  /// The CSS blur radius in user-space units; the Gaussian's sigma is half of it. Default 0.
  public var blurRadius: Double
  /// How far the shape grows before blurring, in user-space units. Default 0.
  public var spread: Double
  /// Whether this is an inner (inset) shadow. Default false.
  public var isInner: Bool

  /// Creates a shadow.
  public init(
    color: Color, offset: Point = .zero, blurRadius: Double = 0, spread: Double = 0, isInner: Bool = false
  ) {
    self.color = color
    self.offset = offset
    self.blurRadius = blurRadius
    self.spread = spread
    self.isInner = isInner
  }

  /// Whether every number is finite and the blur is not negative.
  public var isValid: Bool {
    offset.isFinite && blurRadius.isFinite && blurRadius >= 0 && spread.isFinite
  }
}
