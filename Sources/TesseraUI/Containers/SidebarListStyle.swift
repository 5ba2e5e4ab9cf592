/// A sidebar's list (iPadOS's sidebar in a split view's sidebar column on an iPad, inset-grouped
/// elsewhere).
nonisolated public struct SidebarListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .sidebar }
}
