import TesseraDisplayList

/// A kind of audit finding (truncation, contrast, touch target…), named in `.auditIgnored`: the
/// display list's, which the audit reads.
@_exported import struct TesseraDisplayList.AuditKind

nonisolated extension View {
  /// States that findings of `kind` in this view and everything in it are intended, and why:
  /// the audit reports them as ignored with `reason` instead of failing (Tessera's own modifier;
  /// wrap it in `#if !canImport(SwiftUI)` in code that also builds with SwiftUI).
  ///
  ///     Text(title).lineLimit(1)
  ///       .auditIgnored(.truncation, reason: "long titles end in an ellipsis by design")
  /// - Parameters:
  ///   - kind: The finding kind (``AuditKind``).
  ///   - reason: Why the finding is intended; shown in reports.
  public func auditIgnored(_ kind: AuditKind, reason: String) -> some View {
    accessibility { $0.auditSuppressions.append(AuditSuppression(kind: kind, reason: reason)) }
  }

  /// States that every audit finding in this view is intended, and why.
  public func auditIgnoredAll(reason: String) -> some View {
    accessibility { $0.auditSuppressions.append(AuditSuppression(kind: nil, reason: reason)) }
  }
}
