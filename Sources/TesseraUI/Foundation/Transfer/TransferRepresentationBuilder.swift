#if !canImport(Darwin)
  /// The result builder of a transferable type's representations, as CoreTransferable's
  /// `TransferRepresentationBuilder`: one representation is itself, several make a
  /// ``TransferRepresentationGroup``.
  @resultBuilder
  public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R
    where R.Item == Item {
      representation
    }
    /// A block of one representation: itself.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
      representation
    }
    /// A block of several representations, in order of preference.
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
      -> TransferRepresentationGroup<Item>
    {
      var count = 0
      for _ in repeat each representations { count += 1 }
      return TransferRepresentationGroup(count: count)
    }
    /// A representation behind an availability check.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R
    where R.Item == Item {
      representation
    }
  }
#endif
