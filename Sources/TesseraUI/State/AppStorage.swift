import Foundation

/// A value stored in user defaults, as SwiftUI's `@AppStorage`.
///
/// Renders must be the same on every machine, so Tessera never reads `UserDefaults.standard`:
/// the value comes from the `store:` given to the property, else from the store set with
/// `.defaultAppStorage(_:)` on an ancestor, else it is the property's default. A test sets values
/// by giving a store (`UserDefaults(suiteName:)`) that holds them. Writes go to the view graph
/// (kept across renders like `@State`) and to that store, if any.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let box: StateBox<Value>
  /// The key in the store.
  public let key: String
  private let store: UncheckedBox<UserDefaults?>
  // Not @Sendable: a Sendable closure that casts to `Value` captures its metatype, which a
  // user's value type need not make Sendable (a warning in every package that builds this file).
  private let decode: (Any) -> Value?
  private let encode: (Value) -> Any?

  init(
    _ value: Value, key: String, store: UserDefaults?, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    box = StateBox(value, label: "@AppStorage(\"\(key)\")")
    self.key = key
    self.store = UncheckedBox(store)
    self.decode = decode
    self.encode = encode
  }

  /// The value.
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set {
      box.location.value = newValue
      if let store = store.value ?? EnvironmentValues.current.defaultAppStorage.value {
        store.set(encode(newValue), forKey: key)
      }
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let this = self
    return Binding(get: { this.wrappedValue }, set: { this.wrappedValue = $0 })
  }
}

extension AppStorage {
  /// A stored Bool, Int, Double, String, URL, Data or Date with a default: `@AppStorage("sounds")
  /// var sounds = true`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      wrappedValue, key: key, store: store, decode: { $0 as? Value }, encode: { $0 })
  }

  /// A stored value of a string- or integer-backed enum: its raw value is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      wrappedValue, key: key, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }

  /// A stored value of an integer-backed enum: its raw value is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      wrappedValue, key: key, store: store, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// A stored optional value, nil until set: `@AppStorage("name") var name: String?`.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(nil, key: key, store: store, decode: { $0 as? Value }, encode: { $0 })
  }
}

extension AppStorage: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    box.install(in: context.graph, identity: identity, index: index)
    // The first time, the store's value (if it has one) replaces the default.
    if let store = store.value ?? context.environment.defaultAppStorage.value,
      let raw = store.object(forKey: key),
      let value = decode(raw), box.isFresh
    {
      box.location.value = value
    }
    return true
  }
}

nonisolated extension View {
  /// The store `@AppStorage` properties of this view and its subviews read when they name none.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    let box = UncheckedBox<UserDefaults?>(store)
    return modifier(EnvironmentModifier { $0.defaultAppStorage = box })
  }
}

extension EnvironmentValues {
  /// The store set with `.defaultAppStorage(_:)`; none by default (never `.standard`).
  var defaultAppStorage: UncheckedBox<UserDefaults?> {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UncheckedBox<UserDefaults?> { UncheckedBox(nil) }
}
