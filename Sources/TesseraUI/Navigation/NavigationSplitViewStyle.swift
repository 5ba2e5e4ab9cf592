/// How a split view shows its columns, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {}
