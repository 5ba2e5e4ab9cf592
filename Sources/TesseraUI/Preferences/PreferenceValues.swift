import Foundation

/// The preference values a scope of the view tree collects: the one channel for what a view tells
/// its ancestors. Each value a view sets is added here and to every enclosing scope (reduced in
/// view order with its key's `reduce`), except where a scope blocks its key (a
/// `.preference(key:value:)` replaces the values of the views inside it). Made for each reader
/// in each pass: values that arrive during layout (from `GeometryReader` content) are added to
/// the scopes of the pass that laid them out.
final class PreferenceValues: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: Any] = [:]
  private let parent: PreferenceValues?
  private let blocked: ObjectIdentifier?

  /// A scope inside `parent` (nil at the root), which does not pass `blocked` on.
  init(parent: PreferenceValues?, blocking blocked: ObjectIdentifier? = nil) {
    self.parent = parent
    self.blocked = blocked
  }

  /// Adds a view's value for `key`: reduced into this scope's, and passed on to the enclosing
  /// scopes unless this scope blocks the key.
  func add<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    let id = ObjectIdentifier(key)
    lock.withLock {
      // Looked up before the cast: a missing entry cast to an optional `Value` would read as a
      // present nil.
      var combined = values[id].flatMap { $0 as? K.Value } ?? K.defaultValue
      K.reduce(value: &combined) { value }
      values[id] = combined
    }
    if id != blocked { parent?.add(key, value) }
  }

  /// The value of `key` in this scope, or nil when no view set one.
  func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    lock.withLock { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } }
  }
}
