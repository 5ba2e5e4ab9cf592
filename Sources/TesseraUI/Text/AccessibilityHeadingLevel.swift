/// A heading level for accessibility.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  /// Unspecified.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}
