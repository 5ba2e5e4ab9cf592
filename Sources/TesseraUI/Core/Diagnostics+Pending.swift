import Foundation

/// Warnings raised where no resolve context is at hand (a color or shape style resolved during
/// layout, state read outside a body, a binding written after its view left the tree): the same
/// channel as ``Diagnostics/warn(_:)``, reached through the thread. They are kept per thread and
/// handed to the render running on that thread; raised on a thread no render runs on, they go to
/// standard error at once (as SwiftUI's runtime warnings go to the console), never to another
/// render that later runs there.
extension Diagnostics {
  private static let pendingKey = "tessera.pendingWarnings"
  private static let collectingKey = "tessera.collectingWarnings"

  /// Runs `body` with this thread's warnings collected for this render, then takes them.
  func collectingWarningsOfThisThread<T>(_ body: () throws -> T) rethrows -> T {
    let dictionary = Thread.current.threadDictionary
    let outer = dictionary[Self.collectingKey]
    dictionary[Self.collectingKey] = true
    defer {
      takeWarningsOfThisThread()
      dictionary[Self.collectingKey] = outer
    }
    return try body()
  }

  /// Reports `warning` to the render on this thread (at most 100 kept, each once).
  static func warnOnThisThread(_ warning: String) {
    let dictionary = Thread.current.threadDictionary
    guard dictionary[collectingKey] != nil else {
      FileHandle.standardError.write(Data("tessera: warning: \(warning)\n".utf8))
      return
    }
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
