/// UIKit's success, warning and error haptics; nothing is felt in a still.
nonisolated public final class UINotificationFeedbackGenerator: @unchecked Sendable {
  /// What the feedback reports, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable {
    /// Success.
    case success
    /// Warning.
    case warning
    /// Error.
    case error
  }

  /// A generator.
  public init() {}
  /// Readies the engine (nothing to ready).
  public func prepare() {}
  /// A notification of `type` (none in a still).
  public func notificationOccurred(_ type: FeedbackType) {}
}
