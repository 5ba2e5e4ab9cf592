/// A value owned by a view, kept by the framework across renders and changed through its
/// projected ``Binding`` (`$name`), as SwiftUI's `@State`.
///
/// Its storage lives in the ``ViewGraph`` at the view's structural identity: the same view in the
/// same place keeps its value from one render to the next; a view that leaves the tree loses it.
/// Read outside a view's body (never installed), it gives its initial value and a warning, as
/// SwiftUI does.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// A state with an initial value: `@State private var count = 0`.
  public init(wrappedValue value: Value) { self.init(value, label: "@State of \(Value.self)") }

  /// A state named `label` in warnings (for wrappers built on it, such as `@SceneStorage`).
  init(_ value: Value, label: String) { box = StateBox(value, label: label) }

  /// A state with an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value; setting it changes the state the next render reads.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.value = newValue }
  }

  /// A binding to the value (`$count`).
  public var projectedValue: Binding<Value> {
    let location = box.location
    return Binding(
      source: ObjectIdentifier(location), get: { location.value }, set: { location.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose initial value is nil: `@State private var selection: Item?`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    box.install(in: context.graph, identity: identity, index: index)
    return true
  }
}
