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

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behavior.
  public init() {}
}

/// Settles on the views of a scroll target layout.
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many views one fling may pass.
  public let limitBehavior: LimitBehavior
  /// Creates the behavior (default: the system's limit).
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  /// Whether one fling is limited to about one page of views.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    /// The system decides (limited on compact sizes).
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    /// Always limited.
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    /// Never limited.
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
    /// Always limited to a few views.
    public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
    /// Always limited to one view.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
  }
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
