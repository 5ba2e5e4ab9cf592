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
