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

/// Scenes side by side, as `SceneBuilder` makes them.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  let content: (repeat each Content)
  /// The scenes, in order.
  public init(_ content: repeat each Content) { self.content = (repeat each content) }
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] {
    var views: [AnyView] = []
    for scene in repeat each content { views += scene.sceneRootViews }
    return views
  }
}

/// A type-erased scene.
public struct AnyScene: Scene, PrimitiveScene {
  private let views: @MainActor () -> [AnyView]
  /// `scene`, its type erased.
  public init(_ scene: some Scene) {
    let box = UncheckedBox(scene)
    views = { box.value.sceneRootViews }
  }
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { views() }
}
