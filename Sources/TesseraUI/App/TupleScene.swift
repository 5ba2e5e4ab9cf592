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
