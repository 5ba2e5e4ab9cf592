/// The body of Tessera's built-in scenes, which show their views directly: it holds nothing.
public struct PrimitiveSceneBody: Scene {
  /// Returns itself: built-in scenes are never asked for their body.
  public var body: PrimitiveSceneBody { self }
}
