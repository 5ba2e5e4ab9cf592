/// Insets from the four edges of a rectangle, in points, as SwiftUI's `EdgeInsets`.
///
/// `leading` and `trailing` are left and right in a left-to-right layout; the view framework
/// swaps them for right-to-left.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge. Default 0.
  public var top: Double
  /// Inset from the leading edge. Default 0.
  public var leading: Double
  /// Inset from the bottom edge. Default 0.
  public var bottom: Double
  /// Inset from the trailing edge. Default 0.
  public var trailing: Double

  /// Creates insets, each defaulting to 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// Whether all four values are finite.
  public var isFinite: Bool {
    top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
  }

  /// `leading + trailing`.
  public var horizontal: Double { leading + trailing }
  /// `top + bottom`.
  public var vertical: Double { top + bottom }
}
