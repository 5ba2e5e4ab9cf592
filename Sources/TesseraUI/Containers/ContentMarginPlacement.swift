/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let value: Int
  /// The content and the indicators, as the platform decides.
  public static let automatic = ContentMarginPlacement(value: 0)
  /// The scrolled content only.
  public static let scrollContent = ContentMarginPlacement(value: 1)
  /// The scroll indicators only (no pixels in a still).
  public static let scrollIndicators = ContentMarginPlacement(value: 2)
}
