/// How a glass shape appears or leaves, as SwiftUI's `GlassEffectTransition` (a still shows the
/// shape in place).
public struct GlassEffectTransition: Hashable, Sendable {
  let name: String
  /// The shape moves to and from shapes with the same glass effect ID.
  public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
  /// The shape materializes in place.
  public static let materialize = GlassEffectTransition(name: "materialize")
  /// No transition.
  public static let identity = GlassEffectTransition(name: "identity")
}
