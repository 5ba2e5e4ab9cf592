/// What a default scroll anchor is for, as iOS 18's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String

  /// Where the scroll view is initially scrolled.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// How the offset follows changes of the content's or the container's size (no change happens
  /// in a still).
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
  /// Where content smaller than the scroll view sits.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}
