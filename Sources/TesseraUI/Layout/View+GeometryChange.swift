nonisolated extension View {
  /// Runs `action` with a value computed from the view's geometry when it is first laid out and
  /// whenever it changes, as SwiftUI's `onGeometryChange(for:of:action:)` (iOS 16 back-deployed):
  /// the value is read during layout and the view is resolved again with what `action` changed.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        Color.clear.preference(key: GeometryChangeKey<T>.self, value: transform(proxy))
      }
      .onPreferenceChange(GeometryChangeKey<T>.self) { value in
        if let value { action(value) }
      })
  }

  /// Runs `action` with the old and new value computed from the view's geometry when it changes
  /// (the first time, the old value is the new one).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    let last = LastValue<T>()
    return onGeometryChange(for: type, of: transform) { (value: T) in
      let old = last.swap(value) ?? value
      action(old, value)
    }
  }
}

/// The value an `onGeometryChange` computes, carried from its geometry reader to its reader.
private struct GeometryChangeKey<T: Equatable>: PreferenceKey {
  static var defaultValue: T? { nil }
  static func reduce(value: inout T?, nextValue: () -> T?) { value = nextValue() ?? value }
}
