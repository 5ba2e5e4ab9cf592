/// What an audit of one rendered view found.
public struct AuditResult: Hashable, Sendable {
  /// The findings that count, in report order (kind, then top to bottom).
  public var findings: [AuditFinding]
  /// Findings stated as intended in code (`.auditIgnored(_:reason:)`), with their reasons.
  public var suppressed: [AuditFinding]
  /// What could not be checked, and why (a view too large to draw for contrast…).
  public var notes: [String]

  /// A result.
  public init(findings: [AuditFinding] = [], suppressed: [AuditFinding] = [], notes: [String] = []) {
    self.findings = findings
    self.suppressed = suppressed
    self.notes = notes
  }

  /// Whether nothing that counts was found.
  public var isClean: Bool { findings.isEmpty }

  /// One line per finding, suppressed ones after with their reasons; "no findings" when clean.
  public var text: String {
    var lines = findings.map(\.description) + suppressed.map(\.description)
    lines += notes.map { "note: " + $0 }
    return lines.isEmpty ? "no findings" : lines.joined(separator: "\n")
  }
}
