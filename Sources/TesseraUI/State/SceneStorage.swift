/// A value restored with the scene, as SwiftUI's `@SceneStorage`. A render has no previous scene:
/// the value starts at its default and is kept across renders like `@State` (which stores it).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let state: State<Value>
  /// The key the value is stored under.
  public let key: String

  /// A scene-stored value with a default: `@SceneStorage("tab") var tab = 0`.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    state = State(wrappedValue, label: "@SceneStorage(\"\(key)\")")
  }

  /// The value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// A scene-stored optional value, nil at first.
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

extension SceneStorage: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    state.install(context, identity: identity, index: index)
  }
}
