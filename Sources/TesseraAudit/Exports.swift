// The finding kinds are the display list's (a view's `.auditIgnored(.truncation, reason:)` records
// one there without TesseraUI importing the audit); `import TesseraAudit` keeps naming them.
@_exported import struct TesseraDisplayList.AuditKind
