/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behavior.
  public init() {}
}
