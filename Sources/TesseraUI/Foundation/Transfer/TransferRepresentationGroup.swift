#if !canImport(Darwin)
  /// Several representations of one transferable type, in order of preference (what
  /// ``TransferRepresentationBuilder`` makes of a block of more than one).
  public struct TransferRepresentationGroup<Item: Transferable>: TransferRepresentation {
    /// How many representations the group holds.
    public let count: Int
    /// The group itself.
    public var body: TransferRepresentationGroup<Item> { self }
  }
#endif
