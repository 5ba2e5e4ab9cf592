#if !canImport(Darwin)
  import Foundation

  /// A representation that converts an item to and from data of one content type, as
  /// CoreTransferable's `DataRepresentation`. Its closures are kept, not run (nothing is
  /// transferred in a still).
  public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type of the data.
    public let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// A representation that exports and imports data of `contentType`.
    public init(
      contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
      importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      self.contentType = contentType
      self.exporting = exporting
      self.importing = importing
    }
    /// A representation that only exports data of `contentType`.
    public init(
      exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
    ) {
      self.contentType = contentType
      self.exporting = exporting
      importing = nil
    }
    /// A representation that only imports data of `contentType`.
    public init(
      importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      self.contentType = contentType
      exporting = nil
      self.importing = importing
    }

    /// The representation itself.
    public var body: DataRepresentation<Item> { self }
  }
#endif
