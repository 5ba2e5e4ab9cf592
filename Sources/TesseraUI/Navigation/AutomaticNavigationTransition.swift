/// The platform's default push and present transitions.
public struct AutomaticNavigationTransition: NavigationTransition {}
