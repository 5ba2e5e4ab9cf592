import TesseraAudit
import TesseraFiles
import TesseraSnapshot

/// How `previews` and `verify` audit what they render: the mode, kinds left out and thresholds.
struct AuditCommandOptions {
  /// Whether images are audited, and whether findings fail the run.
  var audit: SnapshotAudit.Mode
  /// The finding kinds left out, by name.
  var auditIgnore: [String]
  /// The smallest tap area, in points (default 44).
  var touchTarget: Double
  /// The WCAG level text contrast is held to (default AA).
  var contrast: AuditOptions.ContrastLevel
  /// Whether each image is also written with its accessibility elements outlined.
  var accessibilityOverlay: Bool
  /// Whether each preview is also laid out at every Dynamic Type size.
  var auditDynamicType: Bool

  /// Reads the options.
  init(_ arguments: inout ArgumentReader) throws {
    audit = try arguments.option(
      "audit", valueName: "mode", default: SnapshotAudit.Mode.off,
      help:
        "Audit every image: off, warn (findings listed; exit code unchanged) or fail (findings make the exit code 3)."
    )
    auditIgnore = try arguments.repeatedOption(
      "audit-ignore", valueName: "kind",
      help: "A finding kind not to check; repeatable. Kinds: \(AuditKind.names).")
    touchTarget = try arguments.option(
      "touch-target", valueName: "points", default: 44.0,
      help: "The smallest tap area, in points (48 for Material).")
    contrast = try arguments.option(
      "contrast", valueName: "level", default: AuditOptions.ContrastLevel.aa,
      help: "The WCAG 2.2 level text contrast is held to: aa or aaa.")
    accessibilityOverlay = arguments.flag(
      "accessibility-overlay",
      help:
        "With --audit: also write each image with its accessibility elements outlined and numbered (<image>.a11y.png)."
    )
    auditDynamicType = arguments.flag(
      "audit-dynamic-type",
      help:
        "With --audit: also lay out each preview at the 12 Dynamic Type sizes and report the smallest size at which each finding first appears (audit.md, audit.json)."
    )
  }

  /// Checks the options together.
  func validate() throws {
    if auditDynamicType, audit == .off {
      throw UsageError("--audit-dynamic-type needs --audit warn or --audit fail")
    }
    for name in auditIgnore where AuditKind(name: name) == nil {
      throw UsageError(
        "--audit-ignore \(Escape.console(name)): no such finding kind; kinds: \(AuditKind.names)")
    }
    guard touchTarget.isFinite, touchTarget > 0, touchTarget <= 200 else {
      throw UsageError(
        "--touch-target \(touchTarget): use a size in points from 1 to 200 (44, or 48 for Material)")
    }
    if accessibilityOverlay, audit == .off {
      throw UsageError("--accessibility-overlay needs --audit warn or --audit fail")
    }
  }

  /// The audit policy the options describe.
  var policy: SnapshotAudit {
    guard audit != .off else { return .off }
    let ignored = Set(auditIgnore.compactMap(AuditKind.init(name:)))
    let options = AuditOptions(
      kinds: Set(AuditKind.all).subtracting(ignored),
      minimumTouchTarget: .init(width: touchTarget, height: touchTarget), contrastLevel: contrast)
    return SnapshotAudit(mode: audit, options: options)
  }
}
