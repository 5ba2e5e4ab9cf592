/// How a scroll view settles, as SwiftUI's `ScrollTargetBehavior` (kept; no pixels: a still does
/// not scroll, so `updateTarget(_:context:)` is never called).
public protocol ScrollTargetBehavior {
  /// Adjusts where a scroll settles.
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

extension ScrollTargetBehavior {
  /// What the behavior decides from.
  public typealias TargetContext = ScrollTargetBehaviorContext
  /// Leaves the target as it is (the built-in behaviors' settling is not simulated).
  public func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

nonisolated extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  /// Settles on views, limiting a fling per `limitBehavior`.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
