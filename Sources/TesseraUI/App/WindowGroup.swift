/// A group of identically structured windows, as SwiftUI's `WindowGroup`: on iPhone, the app's
/// one screen. Tessera draws its content as the app's preview.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// The title (shown by systems with window titles; kept here).
  public let title: Text?
  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
  }
  /// A window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// A window group with a title.
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = title
  }
  /// A window group with a title from a localization key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), content: content)
  }
  /// A window group with a title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title, content: content)
  }
  /// A window group with a title from a localization key and an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), content: content)
  }
  /// A window group with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(Text(title), content: content)
  }
  /// A window group for values of a type (each window presents one; drawn with none here).
  public init<D: Codable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(content: { content(.constant(nil)) })
  }
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { [AnyView(content)] }
}

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

/// A scene with an environment value or modifier applied to its views.
public struct ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
  let base: Base
  let transform: @MainActor (AnyView) -> AnyView
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { base.sceneRootViews.map(transform) }
}

extension Scene {
  /// Sets an environment value for the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    let box = UncheckedBox(value)
    return ModifiedScene(base: self) { AnyView($0.environment(keyPath, box.value)) }
  }
  /// Puts an observable object in the scene's environment (`@Environment(Model.self)`).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    let box = UncheckedBox(object)
    return ModifiedScene(base: self) { AnyView($0.environment(box.value)) }
  }
  /// Puts an observable object in the scene's environment for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    let box = UncheckedBox(object)
    return ModifiedScene(base: self) { AnyView($0.environmentObject(box.value)) }
  }
  /// Commands in the app's menus (kept for compiling: iOS shows none).
  public func commands<C>(@CommandsBuilder content: () -> C) -> some Scene { self }
  /// The window's style (kept for compiling).
  public func windowStyle<S>(_ style: S) -> some Scene { self }
  /// The window's toolbar style (kept for compiling).
  public func windowToolbarStyle<S>(_ style: S) -> some Scene { self }
  /// The window's resizability (kept for compiling).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
  /// The window's default size (kept for compiling).
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
  /// The window's default size (kept for compiling).
  public func defaultSize(_ size: CGSize) -> some Scene { self }
  /// The external events the scene handles (kept for compiling).
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
  /// Runs `action` when `value` changes (the scene is drawn once: it never runs).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene { self }
  /// Runs `action` when `value` changes (the scene is drawn once: it never runs).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
    self
  }
  /// A background task (never run in a still).
  public func backgroundTask<D, R>(_ task: D, action: @escaping @Sendable (R) async -> Void) -> some Scene {
    self
  }
}

/// How a window may be resized (kept for compiling).
public struct WindowResizability: Sendable {
  /// The system's choice.
  public static let automatic = WindowResizability()
  /// Sized by the content.
  public static let contentSize = WindowResizability()
  /// At least the content's minimum size.
  public static let contentMinSize = WindowResizability()
}

/// Builds app commands (kept for compiling: iOS shows no menu bar).
@resultBuilder
public enum CommandsBuilder {
  /// Any commands.
  public static func buildBlock<each C>(_ content: repeat each C) -> EmptyCommands { EmptyCommands() }
  /// Any expression.
  public static func buildExpression<C>(_ content: C) -> C { content }
}

/// No commands.
public struct EmptyCommands: Sendable {
  /// No commands.
  public init() {}
}

/// A group of commands (kept for compiling).
public struct CommandGroup<Content: View> {
  /// Commands replacing a group.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands after a group.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands before a group.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// Where a command group goes (kept for compiling).
public struct CommandGroupPlacement: Sendable {
  /// The "New" items.
  public static let newItem = CommandGroupPlacement()
  /// The app's information.
  public static let appInfo = CommandGroupPlacement()
  /// The settings item.
  public static let appSettings = CommandGroupPlacement()
  /// Help.
  public static let help = CommandGroupPlacement()
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement()
  /// The sidebar items.
  public static let sidebar = CommandGroupPlacement()
  /// The toolbar items.
  public static let toolbar = CommandGroupPlacement()
}

/// A menu of commands (kept for compiling).
public struct CommandMenu<Content: View> {
  /// A menu named `name`.
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
