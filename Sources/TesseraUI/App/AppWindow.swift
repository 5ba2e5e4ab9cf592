/// An app's first window: the first root view of its scenes (its first `WindowGroup`), or a note
/// that it has none. What the app's preview draws; made on the main actor, as the preview's body.
enum AppWindow {
  /// The first root view of a new instance of `app`'s scenes.
  @MainActor
  static func view(of app: any App.Type) -> AnyView {
    if let root = app.init().body.sceneRootViews.first { return root }
    return AnyView(Text("\(String(describing: app)) has no WindowGroup"))
  }
}
