/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let value: Visibility
  /// The platform decides.
  public static let automatic = ScrollIndicatorVisibility(value: .automatic)
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(value: .visible)
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(value: .hidden)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(value: .hidden)
}
