/// A split view style by name.
nonisolated public struct NamedNavigationSplitViewStyle: NavigationSplitViewStyle, Hashable {
  let name: String
}
