#if !canImport(Darwin)
  import Foundation

  /// A representation that converts an item to and from a file of one content type, as
  /// CoreTransferable's `FileRepresentation`. Its closures are kept, not run.
  public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type of the file.
    public let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// A representation that exports and imports files of `contentType`.
    public init(
      contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      self.contentType = contentType
      self.exporting = exporting
      self.importing = importing
    }
    /// A representation that only exports files of `contentType`.
    public init(
      exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
      self.contentType = contentType
      self.exporting = exporting
      importing = nil
    }
    /// A representation that only imports files of `contentType`.
    public init(
      importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      self.contentType = contentType
      exporting = nil
      self.importing = importing
    }

    /// The representation itself.
    public var body: FileRepresentation<Item> { self }
  }
#endif
