/// Horizontal or vertical.
public enum Axis: String, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
