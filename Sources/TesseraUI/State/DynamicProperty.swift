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
    installing(value, context, identity: identity) != nil
  }

  /// Installs every dynamic property of `value` and reports what the body will read from the
  /// environment.
  /// - Returns: nil when the body must not run (the reason is recorded in the context).
  static func installing<V>(_ value: V, _ context: ResolveContext, identity: UInt64) -> InstalledProperties? {
    let type = ObjectIdentifier(V.self)
    if plain.withLock({ $0.contains(type) }) { return InstalledProperties() }
    var index = 0
    var found = false
    var installed = InstalledProperties()
    let ok = install(
      Mirror(reflecting: value), context, identity: identity, index: &index, found: &found, into: &installed)
    if !found { plain.withLock { _ = $0.insert(type) } }
    return ok ? installed : nil
  }

  private static func install(
    _ mirror: Mirror, _ context: ResolveContext, identity: UInt64, index: inout Int, found: inout Bool,
    into installed: inout InstalledProperties
  ) -> Bool {
    var ok = true
    for child in mirror.children {
      if let property = child.value as? any InstallableProperty {
        found = true
        if !property.install(context, identity: identity, index: index) { ok = false }
        // What a kept body depends on; a graph made for one render keeps none.
        if context.graph.reusesBodies {
          if property is any ObjectObservingProperty { installed.observesObjects = true }
          if let reading = property as? any EnvironmentReadingProperty {
            installed.environment.append(reading.installedEnvironmentValue)
          }
        }
        index += 1
      } else if child.value is any DynamicProperty {
        found = true
        if context.graph.reusesBodies, child.value is any ObjectObservingProperty {
          installed.observesObjects = true
        }
        if !install(
          Mirror(reflecting: child.value), context, identity: identity, index: &index, found: &found,
          into: &installed)
        {
          ok = false
        }
      }
    }
    return ok
  }
}

/// What installing a view's dynamic properties found: the environment values its body will read
/// (in property order) and whether it holds an observable object.
struct InstalledProperties {
  /// The value each `@Environment`-like property was given.
  var environment: [Any] = []
  /// Whether the view holds an `@ObservedObject`, `@StateObject` or `@EnvironmentObject`.
  var observesObjects = false
}

/// A property whose value comes from the environment at install time (`@Environment`,
/// `@EnvironmentObject`, `@ScaledMetric`): a cached body is reused only while that value is the
/// same.
protocol EnvironmentReadingProperty {
  /// The value installed for the current evaluation.
  var installedEnvironmentValue: Any { get }
}

/// A property holding an `ObservableObject`, whose manual `objectWillChange.send()` must reach the
/// view.
protocol ObjectObservingProperty {}
