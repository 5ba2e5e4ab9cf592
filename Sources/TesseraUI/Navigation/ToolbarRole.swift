/// The purpose of a navigation bar, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Hashable, Sendable {
  let kind: Int
  /// The system's choice.
  public static let automatic = ToolbarRole(kind: 0)
  /// A navigation stack's bar.
  public static let navigationStack = ToolbarRole(kind: 1)
  /// A browser's bar (on iPad, the title at the leading edge).
  public static let browser = ToolbarRole(kind: 2)
  /// An editor's bar (on iPad, the title at the leading edge).
  public static let editor = ToolbarRole(kind: 3)
}

nonisolated extension View {
  /// The purpose of this screen's navigation bar. Kept: on iPhone the bar looks the same for
  /// every role; the iPad's leading title for `.browser` and `.editor` is not drawn.
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    modifier(BehaviorModifier())
  }

  /// A menu opened from the navigation title. Kept: a still shows it closed, and the title's
  /// small chevron is not drawn.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    modifier(BehaviorModifier())
  }
}
