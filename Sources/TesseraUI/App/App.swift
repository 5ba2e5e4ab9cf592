import Foundation

/// An app, as SwiftUI declares it: `@main struct MyApp: App { var body: some Scene { WindowGroup
/// { ContentView() } } }` compiles unchanged.
///
/// Status: partial. Linux has no windows: ``main()`` says how to see the app instead of running
/// it, and Tessera draws an app's first `WindowGroup` as a preview (`Module/App/<TypeName>`, on
/// the preview's device), found at run time like `#Preview`s (``Previews``).
@MainActor @preconcurrency
public protocol App {
  /// The app's scenes.
  associatedtype Body: Scene
  /// The app's scenes: usually one `WindowGroup`.
  @SceneBuilder var body: Body { get }
  /// Makes the app (`@main` calls it).
  init()
}

extension App {
  /// The entry point `@main` calls. Tessera draws SwiftUI without a screen, so there is no window
  /// to open: it prints where the app's window is drawn (as a preview) and returns.
  public static func main() {
    let name = String(describing: Self.self)
    FileHandle.standardError.write(
      Data(
        "\(name): Tessera draws SwiftUI without a screen, so this app opens no window here; its first WindowGroup is the preview \"App/\(name)\" (tessera list, tessera render)\n"
          .utf8))
  }
}
