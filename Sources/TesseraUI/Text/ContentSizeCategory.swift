/// The size of text the reader chose, as SwiftUI's older `ContentSizeCategory`: the same scale as
/// ``DynamicTypeSize``, read and set through `\.sizeCategory`.
public enum ContentSizeCategory: Hashable, Comparable, Sendable, CaseIterable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large (the default).
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The size as a ``DynamicTypeSize``.
  public var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }

  /// The category of a ``DynamicTypeSize``.
  public init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }
}

extension DynamicTypeSize {
  /// The size of a ``ContentSizeCategory``.
  public init(_ category: ContentSizeCategory) { self = category.dynamicTypeSize }
}

extension EnvironmentValues {
  /// The reader's text size as SwiftUI's older `ContentSizeCategory` (the same setting as
  /// ``dynamicTypeSize``).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
