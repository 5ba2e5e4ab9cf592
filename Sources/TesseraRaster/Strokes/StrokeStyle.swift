/// How a path is stroked, with SwiftUI's names and defaults.
public struct StrokeStyle: Hashable, Sendable {
  /// The shape of the ends of open subpaths.
  public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// A half square past the end point.
    case square
  }

  /// The shape of corners between segments.
  public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner, cut to a bevel when longer than the miter limit allows.
    case miter
    /// A circular corner.
    case round
    /// A corner cut straight across.
    case bevel
  }

  /// The stroke's width in user-space units. Default 1. Zero draws a hairline one device pixel wide;
  /// negative or non-finite widths draw nothing.
  public var lineWidth: Double
  /// The cap. Default `.butt`.
  public var lineCap: LineCap
  /// The join. Default `.miter`.
  public var lineJoin: LineJoin
  /// The longest miter, as a multiple of the line width, before a miter join becomes a bevel.
  /// Default 10 (SwiftUI and SVG use 10 and 4; CSS borders never miter-limit).
  public var miterLimit: Double
  /// Alternating dash and gap lengths in user-space units; empty for a solid line. Default [].
  /// An odd count is repeated once, as in SVG; a pattern with a negative or non-finite entry or
  /// a total length of zero draws a solid line.
  public var dash: [Double]
  /// How far into the dash pattern the stroke starts. Default 0.
  public var dashPhase: Double

  /// Creates a stroke style.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
