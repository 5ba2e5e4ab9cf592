import ArgumentParser
import TesseraAudit
import TesseraFiles
import TesseraSnapshot

/// How `previews` and `verify` audit what they render: the mode, kinds left out and thresholds.
struct AuditCommandOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Audit every image: off, warn (findings listed; exit code unchanged) or fail (findings make the exit code 3).",
      valueName: "mode"))
  var audit: SnapshotAudit.Mode = .off

  @Option(
    name: .customLong("audit-ignore"),
    help: ArgumentHelp(
      "A finding kind not to check; repeatable. Kinds: \(AuditKind.names).", valueName: "kind"))
  var auditIgnore: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp("The smallest tap area, in points (48 for Material).", valueName: "points"))
  var touchTarget: Double = 44

  @Option(
    name: .long,
    help: ArgumentHelp("The WCAG 2.2 level text contrast is held to: aa or aaa.", valueName: "level"))
  var contrast: AuditOptions.ContrastLevel = .aa

  @Flag(
    name: .long,
    help:
      "With --audit: also write each image with its accessibility elements outlined and numbered (<image>.a11y.png)."
  )
  var accessibilityOverlay = false

  @Flag(
    name: .long,
    help:
      "With --audit: also lay out each preview at the 12 Dynamic Type sizes and report the smallest size at which each finding first appears (audit.md, audit.json)."
  )
  var auditDynamicType = false

  func validate() throws {
    if auditDynamicType, audit == .off {
      throw ValidationError("--audit-dynamic-type needs --audit warn or --audit fail")
    }
    for name in auditIgnore where AuditKind(name: name) == nil {
      throw ValidationError(
        "--audit-ignore \(Escape.console(name)): no such finding kind; kinds: \(AuditKind.names)")
    }
    guard touchTarget.isFinite, touchTarget > 0, touchTarget <= 200 else {
      throw ValidationError(
        "--touch-target \(touchTarget): use a size in points from 1 to 200 (44, or 48 for Material)")
    }
    if accessibilityOverlay, audit == .off {
      throw ValidationError("--accessibility-overlay needs --audit warn or --audit fail")
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

extension SnapshotAudit.Mode: ExpressibleByArgument {}
extension AuditOptions.ContrastLevel: ExpressibleByArgument {}
