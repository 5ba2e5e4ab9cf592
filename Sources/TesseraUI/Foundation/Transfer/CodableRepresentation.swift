#if !canImport(Darwin)
  import Foundation

  /// A representation that encodes a `Codable` item as data of one content type (JSON by
  /// default), as CoreTransferable's `CodableRepresentation`.
  public struct CodableRepresentation<Item: Transferable & Codable, Encoder: Sendable, Decoder: Sendable>:
    TransferRepresentation
  {
    /// The content type of the encoded data.
    public let contentType: UTType

    /// The representation itself.
    public var body: CodableRepresentation<Item, Encoder, Decoder> { self }
  }

  extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Items encoded as JSON data of `contentType`.
    public init(contentType: UTType) { self.contentType = contentType }
    /// Items of `type` encoded as JSON data of `contentType`.
    public init(for type: Item.Type, contentType: UTType) { self.contentType = contentType }
  }
#endif
