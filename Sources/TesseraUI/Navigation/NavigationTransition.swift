/// A transition between navigation screens, as SwiftUI's `NavigationTransition` (iOS 18).
public protocol NavigationTransition: Sendable {}
