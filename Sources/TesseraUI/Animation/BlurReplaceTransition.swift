/// A transition that blurs and scales the view as it comes and goes, as SwiftUI's
/// `BlurReplaceTransition` (iOS 17): blurred, faded and scaled when not present, sharp when
/// present (what a still shows).
public struct BlurReplaceTransition: Transition {
  /// Which way the view scales as it is replaced.
  public struct Configuration: Hashable, Sendable {
    let scalesUp: Bool
    /// Scaling down as it leaves, up as it comes (the default).
    public static let downUp = Configuration(scalesUp: false)
    /// Scaling up both ways.
    public static let upUp = Configuration(scalesUp: true)
  }

  /// Which way the view scales.
  public var configuration: Configuration

  /// A blur-replace with `configuration` (default `.downUp`).
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }
  /// The view sharp when present; blurred by 20 pt, transparent and scaled otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .blur(radius: phase.isIdentity ? 0 : 20)
      .scaleEffect(phase.isIdentity ? 1 : (configuration.scalesUp || phase == .willAppear ? 1.1 : 0.9))
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs, fades and scales the view as it comes and goes.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
  /// Blurs, fades and scales the view as `configuration` says.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  { BlurReplaceTransition(configuration: configuration) }
}
