/// UIKit's impact haptics, so code that taps the device compiles; nothing is felt in a still.
nonisolated public final class UIImpactFeedbackGenerator: @unchecked Sendable {
  /// How heavy an impact feels, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid
  }

  /// The generator's style.
  public let style: FeedbackStyle

  /// A generator of `style` impacts (default `.medium`).
  public init(style: FeedbackStyle = .medium) { self.style = style }
  /// Readies the engine (nothing to ready).
  public func prepare() {}
  /// An impact (none in a still).
  public func impactOccurred() {}
  /// An impact of an intensity in 0...1 (none in a still).
  public func impactOccurred(intensity: CGFloat) {}
}
