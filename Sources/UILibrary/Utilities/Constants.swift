/// Structural constants of the library (no colors, no brand values).
public enum Constants {
  /// The smallest height of a tappable control, in points, before density scaling.
  public static let minimumControlHeight = 44.0
  /// The size of icons in controls, in points, before density scaling.
  public static let controlIconSize = 20.0
}
