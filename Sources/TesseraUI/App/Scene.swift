/// A part of an app's user interface with a life cycle of its own, as SwiftUI's `Scene`:
/// `WindowGroup`, `Settings`, `DocumentGroup`, or a scene made of others through its `body`.
///
/// Status: partial. Scenes are kept for what they show: their root views, with the environment
/// their modifiers set; commands, window styles and sizes are kept for compiling only.
@MainActor @preconcurrency
public protocol Scene {
  /// The scene this one is made of.
  associatedtype Body: Scene
  /// The scene this one is made of.
  @SceneBuilder var body: Body { get }
}

/// A scene that shows views itself (`WindowGroup`, `Settings`…) or combines scenes: the ones
/// whose root views Tessera reads without a body.
@MainActor
protocol PrimitiveScene {
  /// The root views of the scene, in order, with their environment applied.
  var rootViews: [AnyView] { get }
}

extension Scene {
  /// The scene's root views, in order: a primitive scene's own, otherwise its body's.
  var sceneRootViews: [AnyView] {
    if let primitive = self as? any PrimitiveScene { return primitive.rootViews }
    if Body.self == PrimitiveSceneBody.self { return [] }
    return body.sceneRootViews
  }
}
