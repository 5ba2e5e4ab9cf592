/// A type-erased list of values pushed on a navigation stack, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() { elements = [] }

  /// A path of the given values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values.
  public var count: Int { elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values (default 1; fewer if the path is shorter).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
