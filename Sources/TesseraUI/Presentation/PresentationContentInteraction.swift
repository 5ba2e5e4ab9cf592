/// What a swipe on a resizable sheet's content does first, as SwiftUI's
/// `PresentationContentInteraction`.
public struct PresentationContentInteraction: Hashable, Sendable {
  let kind: Int
  /// The system's choice (resizing first).
  public static let automatic = PresentationContentInteraction(kind: 0)
  /// Resize the sheet first.
  public static let resizes = PresentationContentInteraction(kind: 1)
  /// Scroll the content first.
  public static let scrolls = PresentationContentInteraction(kind: 2)
}

nonisolated extension View {
  /// How a swipe on this sheet's content is shared between resizing and scrolling. Kept: a still
  /// shows the sheet at rest.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
    modifier(BehaviorModifier())
  }
}
