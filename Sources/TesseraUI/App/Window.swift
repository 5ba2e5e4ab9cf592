/// A window of its own, as SwiftUI's `Window`.
public struct Window<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// A window with a title and identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A window with a title from a localization key.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { [AnyView(content)] }
}
