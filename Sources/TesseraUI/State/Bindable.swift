import Observation

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
///
///     @Bindable var model: LoginModel        // in a view
///     TextField("Email", text: $model.email)
///
/// also as a local: `@Bindable var model = model` inside `body`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Makes bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Makes bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Makes bindings to the properties of the object a `@Bindable` property holds.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// Itself (`$model`).
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object (`$model.email`).
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  >
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      source: BindingPath(base: ObjectIdentifier(object), keyPath: keyPath),
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's id.
  public var id: Value.ID { wrappedValue.id }
}
