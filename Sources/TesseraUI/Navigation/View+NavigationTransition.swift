nonisolated extension View {
  /// Marks the view as the source of a zoom navigation transition (iOS 18): kept, a still shows
  /// no transition.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    self
  }

  /// The transition used when this view is pushed or presented (iOS 18): kept, a still shows the
  /// screen at rest.
  public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's default.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A zoom from the view marked with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}
