import TesseraDisplayList

/// A view carrying a value for its container's `Layout`, set by `layoutValue(key:value:)`.
final class LayoutValueNode: WrapperNode {
  let key: ObjectIdentifier
  let value: Any

  init(key: ObjectIdentifier, value: Any, child: LayoutNode) {
    self.key = key
    self.value = value
    super.init(child: child)
  }

  /// The value for `key` set on `node` or on the views it wraps, outermost first.
  static func value(for key: ObjectIdentifier, in node: LayoutNode) -> Any? {
    var n: LayoutNode? = node
    while let current = n {
      if let v = current as? LayoutValueNode, v.key == key { return v.value }
      n = (current as? WrapperNode)?.child
    }
    return nil
  }
}

nonisolated extension View {
  /// Passes `value` for `key` to the container's custom `Layout`, which reads it as
  /// `subviews[i][key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(
      WrappingModifier { child, _ in LayoutValueNode(key: ObjectIdentifier(key), value: value, child: child) }
    )
  }
}
