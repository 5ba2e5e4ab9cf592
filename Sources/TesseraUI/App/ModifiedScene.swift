/// A scene with an environment value or modifier applied to its views.
public struct ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
  let base: Base
  let transform: @MainActor (AnyView) -> AnyView
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { base.sceneRootViews.map(transform) }
}
