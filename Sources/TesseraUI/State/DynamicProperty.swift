import Foundation
import TesseraSync

/// A stored property of a view whose value the framework supplies before each evaluation of the
/// view's `body`: `@State`, `@Binding`, `@Environment`, `@StateObject` and the others, or a struct
/// of them.
public protocol DynamicProperty {
  /// In SwiftUI, called before the view's body is evaluated. Tessera links the storage of its
  /// own property wrappers without it and does not call it (a view is a `let` value here); a
  /// custom property that computes its value in `update()` keeps its initial value. Default: does
  /// nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A property wrapper that takes its storage from the view graph or the environment before the
/// body runs.
protocol InstallableProperty {
  /// Links the property to its slot at `identity`/`index`; returns false (with an error recorded in
  /// `context`) when the body must not run (an environment object that is missing).
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool
}

/// Installs the dynamic properties of views before their bodies run.
enum DynamicProperties {
  /// Types known to hold no dynamic property: they skip the reflection.
  private static let plain = Locked<Set<ObjectIdentifier>>([])

  /// Installs every dynamic property of `value` (a view or a view modifier), also inside nested
  /// `DynamicProperty` structs.
  /// - Returns: false when the body must not run (the reason is recorded in the context).
  static func install<V>(in value: V, _ context: ResolveContext, identity: UInt64) -> Bool {
    let type = ObjectIdentifier(V.self)
    if plain.withLock({ $0.contains(type) }) { return true }
    var index = 0
    var found = false
    let ok = install(Mirror(reflecting: value), context, identity: identity, index: &index, found: &found)
    if !found { plain.withLock { _ = $0.insert(type) } }
    return ok
  }

  private static func install(
    _ mirror: Mirror, _ context: ResolveContext, identity: UInt64, index: inout Int, found: inout Bool
  ) -> Bool {
    var ok = true
    for child in mirror.children {
      if let property = child.value as? any InstallableProperty {
        found = true
        if !property.install(context, identity: identity, index: index) { ok = false }
        index += 1
      } else if child.value is any DynamicProperty {
        found = true
        if !install(
          Mirror(reflecting: child.value), context, identity: identity, index: &index, found: &found)
        {
          ok = false
        }
      }
    }
    return ok
  }
}
