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
