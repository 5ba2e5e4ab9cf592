/// A two-way connection to a value stored elsewhere (a `@State`, a model's property), as SwiftUI's
/// `Binding`: reading gives the current value, writing changes the source.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void
  /// What the binding points at, when known (a state location, an object's key path, and the key
  /// paths below it): two bindings with the same source are the same input to a view's body.
  var source: AnyHashable?
  /// The transaction writes through this binding carry (animations are not drawn in stills).
  public var transaction = Transaction()

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }

  /// A binding from a getter and a setter that receives the write's transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  /// A binding to a value that never changes: writes are ignored (for previews and tests).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The binding itself, for `@Binding var isOn: Bool` initialized with `_isOn = binding`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// The value; setting it writes through to the source.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue, transaction) }
  }

  /// The binding itself (`$isOn` inside a view that declares `@Binding var isOn`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value (`$model.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let get = getter
    let set = setter
    var child = Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue, transaction in
        var whole = get()
        whole[keyPath: keyPath] = newValue
        set(whole, transaction)
      })
    child.source = source.map { AnyHashable(BindingPath(base: $0, keyPath: keyPath)) }
    return child
  }

  /// The same binding with writes carrying `animation` (not drawn in a still).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// The same binding with writes carrying `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding {
  /// A binding to an optional value from a binding to a non-optional one.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
  }

  /// A binding to the value of an optional binding, or nil while its value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let start = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? start }, set: { base.wrappedValue = $0 })
  }

  /// A binding to a hashable value as `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) }, set: { if let v = $0.base as? V { base.wrappedValue = v } })
  }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// A binding with a known source.
  init(source: AnyHashable, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set)
    self.source = source
  }
}

extension Binding: InputComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let source, let otherSource = other.source else {
      return false
    }
    return source == otherSource
  }
}

/// The source of a binding made by key path from another binding.
struct BindingPath: Hashable {
  let base: AnyHashable
  let keyPath: AnyKeyPath
}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// Bindings to the elements (`ForEach($items) { $item in … }`).
  public typealias Element = Binding<Value.Element>
  /// An iterator over the element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// The element bindings' slice.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// The collection's index.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices
  /// The first index.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The end index.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The indices.
  public var indices: Value.Indices { wrappedValue.indices }
  /// The index after `i`.
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

  /// A binding to the element at `position`. If the element is gone when the binding is used (the
  /// collection shrank), reads give the element as it was and writes are dropped, with a warning.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    let base = self
    let start = wrappedValue[position]
    return Binding<Value.Element>(
      get: {
        let whole = base.wrappedValue
        guard whole.indices.contains(position) else {
          Diagnostics.warnOnThisThread(
            "a binding to element \(position) of a collection was read after the element was removed")
          return start
        }
        return whole[position]
      },
      set: { newValue, transaction in
        var whole = base.wrappedValue
        guard whole.indices.contains(position) else {
          Diagnostics.warnOnThisThread(
            "a binding to element \(position) of a collection was written after the element was removed")
          return
        }
        whole[position] = newValue
        base.transaction(transaction).wrappedValue = whole
      })
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// The index before `i`.
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}
