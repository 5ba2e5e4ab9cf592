import Foundation

/// A namespace for matched geometry and focus scopes, as SwiftUI's `@Namespace`: a unique id per
/// view identity, stable across renders.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  private let box = StateBox<ID>(ID(value: 0), label: "@Namespace")

  /// A namespace.
  public init() {}

  /// The namespace's id.
  public var wrappedValue: ID { box.location.value }

  /// A namespace's identifier.
  public struct ID: Hashable, Sendable {
    let value: UInt64
  }
}

extension Namespace: InstallableProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    box.install(in: context.graph, identity: identity, index: index)
    let location = box.location
    if location.value.value == 0 {
      location.value = ID(value: ResolveContext.mix(identity, UInt64(index) + 1))
    }
    return true
  }
}
