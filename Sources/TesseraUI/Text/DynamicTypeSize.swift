/// The size of text users choose in Settings, as SwiftUI's `DynamicTypeSize`; text styles take
/// their sizes from it (``Font/TextStyle``). Default `.large`.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  /// Extra small (body 14 pt).
  case xSmall
  /// Small (body 15 pt).
  case small
  /// Medium (body 16 pt).
  case medium
  /// Large, the default (body 17 pt).
  case large
  /// Extra large (body 19 pt).
  case xLarge
  /// Extra extra large (body 21 pt).
  case xxLarge
  /// Extra extra extra large (body 23 pt).
  case xxxLarge
  /// Accessibility 1 (body 28 pt).
  case accessibility1
  /// Accessibility 2 (body 33 pt).
  case accessibility2
  /// Accessibility 3 (body 40 pt).
  case accessibility3
  /// Accessibility 4 (body 47 pt).
  case accessibility4
  /// Accessibility 5 (body 53 pt).
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
