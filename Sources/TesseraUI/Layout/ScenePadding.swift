/// The kinds of scene padding, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable {
  let name: String
  /// The smallest padding that keeps content away from the scene's edges.
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding of the navigation bar's content.
  public static let navigationBar = ScenePadding(name: "navigationBar")
}

nonisolated extension View {
  /// The padding a scene gives its content along `edges`, as SwiftUI's `scenePadding(_:)`: the
  /// system's padding on iOS.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

  /// The scene padding of a kind along `edges`.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges)
  }
}
