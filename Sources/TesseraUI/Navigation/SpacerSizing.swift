/// How much room a ``ToolbarSpacer`` takes.
public enum SpacerSizing: Hashable, Sendable {
  /// A fixed gap between groups.
  case fixed
  /// All the room there is.
  case flexible
}
