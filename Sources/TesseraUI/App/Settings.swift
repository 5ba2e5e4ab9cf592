/// The app's settings, shown on macOS in its own window, as SwiftUI's `Settings`. Drawn after the
/// app's windows (its view is the second root of the app's scenes).
public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// Settings showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { [AnyView(content)] }
}
