import TesseraUI

/// How much horizontal room a page has, as SwiftUI's `UserInterfaceSizeClass`: phones are
/// compact, tablets regular. Pages choose columns and margins from it.
public enum HorizontalSizeClass: String, Hashable, Sendable, CaseIterable {
  /// A phone in portrait.
  case compact
  /// A tablet.
  case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue = HorizontalSizeClass.compact
}

/// The page's size class, as an environment value.
extension EnvironmentValues {
  /// The page's horizontal size class. Default `.compact`.
  public var horizontalSizeClass: HorizontalSizeClass {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
}
