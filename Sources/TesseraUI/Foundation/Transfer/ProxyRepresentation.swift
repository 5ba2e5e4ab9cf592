#if !canImport(Darwin)
  /// A representation that transfers an item as another transferable value (a URL, a string),
  /// as CoreTransferable's `ProxyRepresentation`. Its closures are kept, not run.
  public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
    TransferRepresentation
  {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// A representation that exports the item as its proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
      self.exporting = exporting
      importing = nil
    }
    /// A representation that exports and imports the item as its proxy.
    public init(
      exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
      importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
      self.exporting = exporting
      self.importing = importing
    }
    /// A representation that imports the item from its proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
      exporting = nil
      self.importing = importing
    }

    /// The representation itself.
    public var body: Self { self }
  }
#endif
