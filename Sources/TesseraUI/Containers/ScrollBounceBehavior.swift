/// Whether scroll views bounce, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let value: Int
  /// The platform decides.
  public static let automatic = ScrollBounceBehavior(value: 0)
  /// Always bounces.
  public static let always = ScrollBounceBehavior(value: 1)
  /// Bounces only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(value: 2)
}
