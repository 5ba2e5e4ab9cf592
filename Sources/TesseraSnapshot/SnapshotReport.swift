import TesseraAudit

/// What one snapshot assertion did.
public struct SnapshotReport: Sendable, Equatable {
  /// The outcome.
  public enum Outcome: String, Sendable, Equatable {
    /// The snapshot matched its reference (identical or within tolerance).
    case matched
    /// A missing reference was written.
    case recorded
    /// A reference that did not match was rewritten (record mode `all` or `failed`).
    case rerecorded
    /// The reference is missing and recording is off.
    case missing
    /// The snapshot does not match.
    case failed
    /// The reference could not be read (corrupt, truncated) or the value could not be snapshotted.
    case error
  }

  /// The outcome.
  public var outcome: Outcome
  /// The reference file.
  public var referencePath: String
  /// The failure message; empty when the snapshot matched.
  public var message: String
  /// Files written to the artifacts folder.
  public var artifacts: [String]
  /// The audit of the snapshot's render, when the assertion audited it.
  public var audit: AuditResult? = nil
  /// Audit findings reported as warnings (``SnapshotAudit/Mode/warn``), one line each.
  public var warnings: [String] = []

  /// Whether the assertion failed (everything but a match).
  public var failed: Bool { outcome != .matched }
}
