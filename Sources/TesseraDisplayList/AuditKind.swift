/// A kind of audit finding: what ``Auditor`` checks, by name.
///
/// Kinds are named in suppressions (`.auditIgnored(.truncation, reason:)`), in
/// ``AuditOptions/kinds``, on the command line (`--audit-ignore contrast`) and in reports.
public struct AuditKind: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The kind's name, as reports and the command line spell it (`"truncation"`).
  public let name: String

  private init(_ name: String) { self.name = name }

  /// The kind named `name`, or nil when no kind has that name (see ``all``).
  public init?(name: String) {
    guard let k = AuditKind.all.first(where: { $0.name == name }) else { return nil }
    self = k
  }

  /// Text cut short: ellipsized, or stopped at its `lineLimit`.
  public static let truncation = AuditKind("truncation")
  /// Text partly cut off by a clip (`clipShape`, `.clipped()`, a scroll viewport) or the image edge.
  public static let clipping = AuditKind("clipping")
  /// Text larger than the frame it was given, or sticking out of its control.
  public static let overflow = AuditKind("overflow")
  /// Text over other text or over a control it is not part of; a control over another control.
  public static let overlap = AuditKind("overlap")
  /// An interactive element whose tap area is under the minimum (44 x 44 pt by default).
  public static let touchTarget = AuditKind("touchTarget")
  /// Text whose contrast with the pixels under it is under WCAG 2.2's minimum.
  public static let contrast = AuditKind("contrast")
  /// A control's border whose contrast with what surrounds the control is under 3:1.
  public static let nonTextContrast = AuditKind("nonTextContrast")
  /// An image or an icon-only control that VoiceOver has no label for.
  public static let missingLabel = AuditKind("missingLabel")
  /// An image drawn behind other content that VoiceOver still reads (not marked decorative).
  public static let decorativeImage = AuditKind("decorativeImage")

  /// Every kind, in report order.
  public static let all: [AuditKind] = [
    .truncation, .clipping, .overflow, .overlap, .touchTarget, .contrast, .nonTextContrast, .missingLabel,
    .decorativeImage,
  ]

  /// The names of every kind, for error messages: "truncation, clipping, …".
  public static var names: String { all.map { $0.name }.joined(separator: ", ") }

  /// Kinds compare in report order.
  public static func < (lhs: AuditKind, rhs: AuditKind) -> Bool {
    (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
  }

  /// The kind's name.
  public var description: String { name }
}
