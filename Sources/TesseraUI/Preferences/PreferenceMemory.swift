/// A reader's memory between passes: the value it last saw (kept in the view graph by the
/// reader's identity).
final class PreferenceMemory: @unchecked Sendable {
  var value: Any?
  var seen = false

  /// The value last seen, as `K.Value`; nil when none was (never a present nil by accident).
  func last<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    guard seen, let value else { return nil }
    return value as? K.Value
  }
}
