/// The trait values of one resolved view, by key: what its modifiers set, the outer ones applied
/// last (``ViewTraitKey``). Empty for most views; copying one shares its storage.
struct ViewTraitCollection {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value for `key`, or the key's default when the view sets none.
  subscript<K: ViewTraitKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
