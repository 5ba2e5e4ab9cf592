/// A key for a value a view tells the container it is placed in about itself, as SwiftUI's view
/// traits (`_ViewTraitKey`): a list row's insets and background, a tab's item and tag, a badge, a
/// custom layout's `layoutValue`, a grid cell's anchor, the scrollable content a bar reads.
///
/// Traits travel up through the modifiers wrapping a view (each wrapper node starts with its
/// child's traits and may set its own) and stop at the first container: the typed channel for what
/// a child tells its direct parent, where preferences (`PreferenceKey`) tell every ancestor.
protocol ViewTraitKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}
