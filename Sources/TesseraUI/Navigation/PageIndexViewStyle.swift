/// Page dots, as SwiftUI's `PageIndexViewStyle`.
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
  /// Whether a rounded background shows behind the dots.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let shown: Bool
    /// The platform decides (no background).
    public static let automatic = BackgroundDisplayMode(shown: false)
    /// Shown while interacting (not in a still).
    public static let interactive = BackgroundDisplayMode(shown: false)
    /// Always shown.
    public static let always = BackgroundDisplayMode(shown: true)
    /// Never shown.
    public static let never = BackgroundDisplayMode(shown: false)
  }
  let backgroundDisplayMode: BackgroundDisplayMode

  /// Page dots (default: no background).
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}
