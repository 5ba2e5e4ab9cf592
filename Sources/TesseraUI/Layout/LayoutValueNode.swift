import TesseraDisplayList

/// A view carrying a value for its container's `Layout`, set by `layoutValue(key:value:)`.
final class LayoutValueNode: WrapperNode {
  init<K: LayoutValueKey>(key: K.Type, value: K.Value, child: LayoutNode) {
    super.init(child: child)
    traits[Trait<K>.self] = value
  }

  /// The trait carrying the value of the custom layout key `K`: the outermost `layoutValue`
  /// for `K` wins.
  enum Trait<K: LayoutValueKey>: ViewTraitKey {
    static var defaultValue: K.Value? { nil }
  }
}

nonisolated extension View {
  /// Passes `value` for `key` to the container's custom `Layout`, which reads it as
  /// `subviews[i][key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(
      WrappingModifier { child, _ in LayoutValueNode(key: key, value: value, child: child) }
    )
  }
}
