import Foundation

/// An observable object passed to a view, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(
        source: BindingPath(base: ObjectIdentifier(object), keyPath: keyPath),
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 })
    }
  }
}
