/// The objects of an environment (`.environment(_:)` with an `@Observable` object,
/// `.environmentObject(_:)`), by type.
struct EnvironmentObjects: @unchecked Sendable {
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  subscript(id: ObjectIdentifier) -> AnyObject? {
    get { objects[id] }
    set { objects[id] = newValue }
  }

  /// What a read of a missing object does when its view was never resolved (the property read in
  /// an initializer, say). In a body it cannot happen: a view whose object is missing is not
  /// evaluated (the render reports the type instead); closures that run after the body read the
  /// object the view was resolved with. A never-resolved read has no value to give, and SwiftUI
  /// stops the program the same way.
  static func missing<T>(_ name: String) -> T {
    preconditionFailure(
      "no \(name) in the environment: the property was read outside a view's body, or no ancestor set it")
  }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
  static var defaultValue: EnvironmentObjects { EnvironmentObjects() }
}

extension EnvironmentValues {
  /// The environment's objects, by type.
  var objects: EnvironmentObjects {
    get { self[EnvironmentObjectsKey.self] }
    set { self[EnvironmentObjectsKey.self] = newValue }
  }
}
