/// Builds an app's or scene's body from scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder @MainActor
public enum SceneBuilder {
  /// One scene, as it is.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
    repeat each Content
  > {
    TupleScene(repeat each content)
  }
  /// A scene inside `if #available`.
  public static func buildLimitedAvailability(_ content: some Scene) -> AnyScene { AnyScene(content) }
  /// A scene inside `if`.
  public static func buildOptional(_ content: (some Scene)?) -> AnyScene {
    content.map { AnyScene($0) } ?? AnyScene(TupleScene())
  }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first: some Scene) -> AnyScene { AnyScene(first) }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second: some Scene) -> AnyScene { AnyScene(second) }
}
