import Foundation

/// An observable object owned by a view, made once for the view's identity and kept across
/// renders, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let box: StateBox<ObjectBox<ObjectType>>

  /// A state object made by `thunk` the first time the view appears:
  /// `@StateObject private var model = Model()`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(ObjectBox(thunk), label: "@StateObject of \(ObjectType.self)")
  }

  /// The object.
  public var wrappedValue: ObjectType { box.location.value.object }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    box.install(in: context.graph, identity: identity, index: index)
    return true
  }
}

/// An object made on first use.
final class ObjectBox<T: AnyObject>: @unchecked Sendable {
  private let lock = NSLock()
  private let make: () -> T
  private var made: T?

  init(_ make: @escaping () -> T) { self.make = make }

  var object: T {
    lock.withLock {
      if let made { return made }
      let m = make()
      made = m
      return m
    }
  }
}

extension StateObject: ObjectObservingProperty {}
extension ObservedObject: ObjectObservingProperty {}
extension EnvironmentObject: ObjectObservingProperty {}

extension EnvironmentObject: EnvironmentReadingProperty {
  var installedEnvironmentValue: Any { installed.value as Any }
}

extension EnvironmentObject: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    guard let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      context.diagnostics.error(
        .missingEnvironmentObject(
          "no \(ObjectType.self) in the environment for @EnvironmentObject; add .environmentObject(_:) to an ancestor view"
        ))
      return false
    }
    installed.value = object
    return true
  }
}

nonisolated extension View {
  /// Puts an observable object in the environment for `@EnvironmentObject` properties of
  /// descendants.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    // Boxed as AnyObject: the closure then captures no metatype of T.
    let box = UncheckedBox<AnyObject>(object)
    let id = ObjectIdentifier(T.self)
    return modifier(EnvironmentModifier(transform: { $0.objects[id] = box.value }))
  }
}
