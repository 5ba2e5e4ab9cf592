/// UIKit's selection-change haptics; nothing is felt in a still.
nonisolated public final class UISelectionFeedbackGenerator: @unchecked Sendable {
  /// A generator.
  public init() {}
  /// Readies the engine (nothing to ready).
  public func prepare() {}
  /// A selection change (none in a still).
  public func selectionChanged() {}
}
