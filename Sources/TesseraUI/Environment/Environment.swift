import Foundation
import Observation

/// Reads a value of the environment inside `body`, as SwiftUI's `@Environment`:
///
///     @Environment(\.colorScheme) var colorScheme
///     @Environment(AppState.self) private var appState      // an @Observable object
///
/// An object read by type must have been set by an ancestor with `.environment(_:)`: a view whose
/// object is missing is not drawn, and the render fails with an error naming the type (SwiftUI
/// stops the app). Read it as an optional (`@Environment(AppState.self) var state: AppState?`) to
/// allow its absence.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, typeName: String, optional: Bool)
  }
  let source: Source
  /// The value as it was when the view was last resolved, for closures that run after the body
  /// (`onAppear`, actions): they read the environment the view had, as in SwiftUI.
  let installed = InstalledValue()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  /// Reads the observable object of type `objectType` that an ancestor set with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(objectType), typeName: "\(objectType)", optional: false)
  }

  /// Reads the observable object of type `objectType`, or nil when no ancestor set one.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(objectType), typeName: "\(objectType)", optional: true)
  }

  /// The value in the environment of the view being resolved; in a closure that runs later, the
  /// value the view had when it was resolved (defaults for a view never resolved).
  public var wrappedValue: Value {
    if let value = installed.value as? Value { return value }
    return read(from: EnvironmentValues.current)
  }

  /// The value in `environment`.
  func read(from environment: EnvironmentValues) -> Value {
    switch source {
    case .keyPath(let keyPath): return environment[keyPath: keyPath]
    case .object(let id, let name, let optional):
      let found = environment.objects[id]
      if optional {
        // Value is T?: a missing object is nil.
        if let value = found as? Value { return value }
        if let none = Optional<AnyObject>.none as? Value { return none }
      }
      if let value = found as? Value { return value }
      return EnvironmentObjects.missing(name)
    }
  }
}

extension Environment: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    guard case .object(let id, let name, let optional) = source, !optional else {
      installed.value = read(from: context.environment)
      return true
    }
    guard context.environment.objects[id] != nil else {
      context.diagnostics.error(
        .missingEnvironmentObject(
          "no \(name) in the environment for @Environment(\(name).self); add .environment(_:) with a \(name) to an ancestor view"
        ))
      return false
    }
    installed.value = read(from: context.environment)
    return true
  }
}

/// A value a property wrapper keeps from the last time its view was resolved.
extension Environment: EnvironmentReadingProperty {
  var installedEnvironmentValue: Any { installed.value as Any }
}

final class InstalledValue: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Any?

  var value: Any? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

nonisolated extension View {
  /// Puts an observable object in the environment for `@Environment(Type.self)` properties of
  /// descendants (nil removes it).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    let box = UncheckedBox<AnyObject?>(object)
    let id = ObjectIdentifier(T.self)
    return modifier(EnvironmentModifier(transform: { $0.objects[id] = box.value }))
  }
}
