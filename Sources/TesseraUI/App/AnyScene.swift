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
