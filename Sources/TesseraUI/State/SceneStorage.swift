/// A value restored with the scene, as SwiftUI's `@SceneStorage`. A render has no previous scene:
/// the value starts at its default and is kept across renders like `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let box: StateBox<Value>
  /// The key the value is stored under.
  public let key: String

  /// A scene-stored value with a default: `@SceneStorage("tab") var tab = 0`.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    box = StateBox(wrappedValue, label: "@SceneStorage(\"\(key)\")")
  }

  /// The value.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let location = box.location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// A scene-stored optional value, nil at first.
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

extension SceneStorage: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    box.install(in: context.graph, identity: identity, index: index)
    return true
  }
}
