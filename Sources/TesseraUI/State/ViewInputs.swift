/// A stored property of a view that knows whether it is the same input to the view's body as
/// another value (bindings compare their sources; graph-backed properties are always the same,
/// their values being tracked as dependencies).
protocol InputComparable {
  /// Whether `other` gives the body the same input.
  func isSameInput(as other: Any) -> Bool
}

/// Whether a view's new value gives its body the same inputs as the value its cached body was
/// made from, as SwiftUI compares a view's fields before evaluating it again: `Equatable` values
/// with `==`, bindings by what they point at, `@State`-like properties as always equal (what they
/// hold is tracked separately), other values field by field, and whatever is left (closures,
/// object references) by its bits — the same closure context or object, or a difference.
///
/// A false "different" only costs an evaluation; a false "same" would show stale pixels, so
/// anything that cannot be compared is different.
nonisolated enum ViewInputs {
  /// How deep field-by-field comparison goes before a value counts as different.
  static let maximumDepth = 6

  /// Whether `a` and `b` are the same input.
  static func same<T>(_ a: T, _ b: T, depth: Int = 0) -> Bool {
    if let comparable = a as? any InputComparable { return comparable.isSameInput(as: b) }
    if let equatable = a as? any Equatable { return equal(equatable, b) }
    if bitwiseEqual(a, b) { return true }
    if _isPOD(T.self) || depth >= maximumDepth { return false }
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    switch left.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?:
      guard left.displayStyle == right.displayStyle, left.children.count == right.children.count else {
        return false
      }
      for (l, r) in zip(left.children, right.children) {
        guard l.label == r.label, sameAny(l.value, r.value, depth: depth + 1) else { return false }
      }
      // An enum case with no payload reflects no children: the bits said it was a different case.
      return left.displayStyle != .enum || !left.children.isEmpty
    default:
      return false
    }
  }

  /// ``same(_:_:depth:)`` for values seen as `Any` (a field).
  static func sameAny(_ a: Any, _ b: Any, depth: Int) -> Bool {
    func open<T>(_ a: T) -> Bool {
      guard let b = b as? T else { return false }
      return same(a, b, depth: depth)
    }
    return open(a)
  }

  private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
  }

  /// Whether two values have the same bits (the values are kept alive by the caller, so equal
  /// references are the same objects).
  static func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
  }
}

extension State: InputComparable {
  func isSameInput(as other: Any) -> Bool { other is State<Value> }
}

extension StateObject: InputComparable {
  func isSameInput(as other: Any) -> Bool { other is StateObject<ObjectType> }
}

extension FocusState: InputComparable {
  func isSameInput(as other: Any) -> Bool { other is FocusState<Value> }
}

extension Namespace: InputComparable {
  func isSameInput(as other: Any) -> Bool { other is Namespace }
}

extension AppStorage: InputComparable {
  func isSameInput(as other: Any) -> Bool { (other as? AppStorage<Value>)?.key == key }
}

extension SceneStorage: InputComparable {
  func isSameInput(as other: Any) -> Bool { other is SceneStorage<Value> }
}

extension Environment: InputComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Environment<Value> else { return false }
    switch (source, other.source) {
    case (.keyPath(let a), .keyPath(let b)): return a == b
    case (.object(let a, _, _), .object(let b, _, _)): return a == b
    default: return false
    }
  }
}

extension EnvironmentObject: InputComparable {
  func isSameInput(as other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

extension ScaledMetric: InputComparable {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? ScaledMetric<Value> else { return false }
    return other.base == base && other.textStyle == textStyle
  }
}
