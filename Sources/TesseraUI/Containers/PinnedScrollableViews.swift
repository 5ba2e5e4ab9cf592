/// Which section views of a lazy stack or grid stay pinned while scrolling, as SwiftUI's
/// `PinnedScrollableViews` (a still at rest shows them in place).
nonisolated public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32
  /// Creates a set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
