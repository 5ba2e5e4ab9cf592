/// How a scroll view settles, as SwiftUI's `ScrollTargetBehavior` (kept; no pixels).
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behavior.
  public init() {}
}

/// Settles on the views of a scroll target layout.
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behavior.
  public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

nonisolated extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
