#if !canImport(Darwin)
  import Foundation

  /// A file an item is exported as, as CoreTransferable's `SentTransferredFile`.
  public struct SentTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether the receiver may read the original file rather than a copy.
    public let allowAccessingOriginalFile: Bool

    /// A file to send, copied for the receiver unless `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
      self.file = file
      self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
  }
#endif
