#if !canImport(Darwin)
  import Foundation

  /// A file an item is imported from, as CoreTransferable's `ReceivedTransferredFile`.
  public struct ReceivedTransferredFile: Sendable {
    /// Where the received file is.
    public let file: URL
    /// Whether it is the sender's original file rather than a copy.
    public let isOriginalFile: Bool
  }
#endif
