/// Whether the rows of macOS's lists and tables alternate their background
/// (`alternatingRowBackgrounds(_:)`, macOS 14).
nonisolated public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
  let isEnabled: Bool?
  /// As the list's style decides.
  public static let automatic = AlternatingRowBackgroundBehavior(isEnabled: nil)
  /// Rows alternate.
  public static let enabled = AlternatingRowBackgroundBehavior(isEnabled: true)
  /// Rows do not alternate.
  public static let disabled = AlternatingRowBackgroundBehavior(isEnabled: false)
}

nonisolated extension View {
  /// macOS's alternating row backgrounds for the lists and tables inside (default `.enabled`).
  /// Tessera draws iOS's lists, which do not alternate: no pixels change.
  public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View
  {
    self
  }
}
