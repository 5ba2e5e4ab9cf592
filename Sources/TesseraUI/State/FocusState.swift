/// Which field has focus, as SwiftUI's `@FocusState`: a value kept across renders (like
/// `@State`) that `.focused(_:equals:)` and `.focused(_:)` compare with. A focused field draws its
/// caret. Nothing has focus unless a view or a test sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>

  /// Focus as a Bool: `@FocusState private var isFocused: Bool`.
  public init() where Value == Bool { box = StateBox(false, label: "@FocusState of Bool") }

  /// Focus as an optional field: `@FocusState private var field: Field?`.
  public init<T: Hashable>() where Value == T? { box = StateBox(nil, label: "@FocusState of \(Value.self)") }

  /// The focused value.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.value = newValue }
  }

  /// A binding to the focus (`$field`), for `.focused(_:equals:)`.
  public var projectedValue: Binding {
    let location = box.location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }

  /// A binding to a focus state.
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    let set: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// The focused value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// Itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    box.install(in: context.graph, identity: identity, index: index)
    return true
  }
}
