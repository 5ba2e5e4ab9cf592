extension EnvironmentValues {
  /// The screen being resolved inside a navigation stack, if any.
  var navigationScope: NavigationScope? {
    get { self[NavigationScopeKey.self] }
    set { self[NavigationScopeKey.self] = newValue }
  }
}

struct NavigationScopeKey: EnvironmentKey {
  static var defaultValue: NavigationScope? { nil }
}
