import Foundation

/// Warnings raised where no resolve context is at hand (a color or shape style resolved during
/// layout, state read outside a body, a binding written after its view left the tree): the same
/// channel as ``Diagnostics/warn(_:)``, reached through the thread. They are kept per thread and
/// handed to the render running on that thread, or to the next one started there.
extension Diagnostics {
  private static let pendingKey = "tessera.pendingWarnings"

  /// Reports `warning` to the render on this thread (at most 100 kept, each once).
  static func warnOnThisThread(_ warning: String) {
    let dictionary = Thread.current.threadDictionary
    var pending = dictionary[pendingKey] as? [String] ?? []
    if pending.count < 100, !pending.contains(warning) { pending.append(warning) }
    dictionary[pendingKey] = pending
  }

  /// Moves the warnings reported on this thread into this render's.
  func takeWarningsOfThisThread() {
    let dictionary = Thread.current.threadDictionary
    defer { dictionary.removeObject(forKey: Self.pendingKey) }
    for warning in dictionary[Self.pendingKey] as? [String] ?? [] { warn(warning) }
  }
}
