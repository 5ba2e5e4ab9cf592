nonisolated extension ViewGraph {
  /// What a resolve pass did with view bodies: how many it evaluated, by view type, and how many
  /// it reused because nothing they depend on had changed. A graph that renders its tree again
  /// (a ``ViewHost``) evaluates only the bodies whose inputs changed.
  public struct PassStatistics: Sendable, Equatable {
    /// Bodies evaluated in the pass.
    public var evaluatedBodies: Int
    /// Bodies reused from the previous pass.
    public var reusedBodies: Int
    /// Evaluations by view type name (unqualified, as `String(describing:)` prints it).
    public var evaluatedViews: [String: Int]

    /// Statistics with the given counts.
    public init(evaluatedBodies: Int = 0, reusedBodies: Int = 0, evaluatedViews: [String: Int] = [:]) {
      self.evaluatedBodies = evaluatedBodies
      self.reusedBodies = reusedBodies
      self.evaluatedViews = evaluatedViews
    }
  }
}
