/// The look of the effect at a scroll view's edges under bars, as iOS 26's
/// `ScrollEdgeEffectStyle`.
nonisolated public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  /// A sharp edge.
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  /// A soft fade.
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
}
