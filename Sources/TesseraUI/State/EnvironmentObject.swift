import Foundation

/// An observable object a view reads from the environment, set by an ancestor with
/// `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`. A view whose object is missing
/// is not drawn and the render fails with an error naming the type (SwiftUI stops the app).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let installed = InstalledValue()

  /// Reads the object from the environment.
  public init() {}

  /// The object: the one in the environment the view was resolved in (also in closures that run
  /// after the body).
  public var wrappedValue: ObjectType {
    if let object = installed.value as? ObjectType { return object }
    if let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType {
      return object
    }
    // Only reached outside a body: install refuses to run a body without the object.
    return EnvironmentObjects.missing("\(ObjectType.self)")
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}
