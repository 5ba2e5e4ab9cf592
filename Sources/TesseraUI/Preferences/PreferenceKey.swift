/// A value that views pass up to their ancestors, as SwiftUI's `PreferenceKey`: set with
/// `.preference(key:value:)` (or `.anchorPreference`), combined in view order with
/// ``reduce(value:nextValue:)``, and read by `.onPreferenceChange`, `.overlayPreferenceValue` and
/// `.backgroundPreferenceValue`.
///
/// Status: partial. Values set while the tree is resolved, and values set by views a
/// `GeometryReader` makes while it is laid out (sizes, frames, anchors), reach their readers; a
/// reader whose value changed during layout has the tree resolved again (a few passes at most,
/// as `onAppear`). Values from rows of lazy containers that are not drawn never arrive, as in
/// SwiftUI.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view tree that sets none.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// nil: an optional preference is unset until a view sets it.
  public static var defaultValue: Value { nil }
}
