/// How an element treats the views inside it (`accessibilityElement(children:)`).
public enum AccessibilityChildMode: String, Sendable, Hashable {
  /// The children are hidden; the element speaks for them.
  case ignore
  /// The children stay separate elements inside this one.
  case contain
  /// The children's labels join into this element's.
  case combine
}
