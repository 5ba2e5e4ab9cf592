/// A zoom from a source view marked with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {}
