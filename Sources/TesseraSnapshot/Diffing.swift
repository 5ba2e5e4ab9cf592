/// How snapshots of one format are stored and compared, as a struct of closures (in the style of
/// swift-snapshot-testing).
public struct Diffing<Format> {
  /// The bytes stored for a snapshot.
  public var toData: (Format) throws -> [UInt8]
  /// A snapshot read back from stored bytes (`source` names the file in errors).
  public var fromData: (_ bytes: [UInt8], _ source: String) throws -> Format
  /// Compares a reference with a new snapshot.
  public var diff: (_ reference: Format, _ actual: Format) -> DiffOutcome
  /// A fast proof that stored bytes hold exactly `actual`, without decoding them (for images: the
  /// file's stored ``PixelDigest`` equals the new image's). It may only answer `true` for an
  /// identical snapshot; `false` means "unknown", and the check decodes and runs ``diff``.
  /// Default `nil`: always decode.
  public var storedDataIsIdentical: ((_ bytes: [UInt8], _ actual: Format) -> Bool)?

  /// Creates a diffing.
  public init(
    toData: @escaping (Format) throws -> [UInt8],
    fromData: @escaping (_ bytes: [UInt8], _ source: String) throws -> Format,
    diff: @escaping (_ reference: Format, _ actual: Format) -> DiffOutcome,
    storedDataIsIdentical: ((_ bytes: [UInt8], _ actual: Format) -> Bool)? = nil
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
    self.storedDataIsIdentical = storedDataIsIdentical
  }
}

/// What comparing a reference with a snapshot found.
public struct DiffOutcome {
  /// Whether every byte is equal.
  public var identical: Bool
  /// Whether the snapshot matches (identical or within tolerance).
  public var matches: Bool
  /// A sentence describing the difference.
  public var message: String
  /// Files to write when the snapshot does not match: a name suffix (such as "diff") and bytes.
  public var artifacts: [(suffix: String, bytes: [UInt8])]

  /// Creates an outcome.
  public init(
    identical: Bool, matches: Bool, message: String, artifacts: [(suffix: String, bytes: [UInt8])] = []
  ) {
    self.identical = identical
    self.matches = matches
    self.message = message
    self.artifacts = artifacts
  }
}
